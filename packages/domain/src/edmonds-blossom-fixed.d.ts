// Issue 29: the typings the package does not ship (read from its app/blossom.js).
declare module "edmonds-blossom-fixed" {
  /**
   * Maximum weight matching (Edmonds' blossom algorithm) on vertices 0..max index of `edges`, each
   * edge [i, j, weight]; with `maxCardinality`, the heaviest among the matchings of most edges.
   * Returns each vertex's mate, -1 when it has none. Exact on integer weights.
   */
  export default function blossom(edges: Array<[number, number, number]>, maxCardinality?: boolean): number[];
}
