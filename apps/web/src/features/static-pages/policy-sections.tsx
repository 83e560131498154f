interface Section {
  readonly heading: string;
  readonly text: string;
}

/** Privacy and terms are both a list of short headed sections. */
export function PolicySections({ sections }: { sections: readonly Section[] }) {
  return (
    <div className="max-w-2xl space-y-6">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-lg font-bold text-slate-900">{section.heading}</h2>
          <p className="mt-2 text-slate-700">{section.text}</p>
        </section>
      ))}
    </div>
  );
}
