import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * One contract rule per field: a function that answers the field's problem in Turkish, or null.
 * It is given the other fields too, for a rule that reads one beside another (a play area and its game).
 */
export type FieldRules<Values> = { [Name in keyof Values]?: (value: Values[Name], values: Values) => string | null };

/**
 * react-hook-form's resolver from the contract's rule functions (`emailProblem`,
 * `tournamentNameProblem`, ...), the first broken rule being the field's error. For forms on the
 * pages that cannot carry zodResolver and the schema module within their budget (the platform
 * manager, the platform edit page):
 * the rule functions are the ones the contract's schemas call, so the form still checks exactly
 * what the server will (docs/architecture.md, "Form").
 */
export function rulesResolver<Values extends FieldValues>(rules: FieldRules<Values>): Resolver<Values> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const name of Object.keys(rules) as Array<keyof Values & string>) {
      const message = rules[name]?.(values[name], values);
      if (message) errors[name] = { type: "rule", message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<Values> };
  };
}
