import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "@/ui/error-boundary.tsx";

function Page({ broken }: { broken: boolean }) {
  if (broken) throw new Error("sayfa bozuk");
  return <p>Sayfa</p>;
}

describe("ErrorBoundary", () => {
  it("shows its fallback when a page throws, and the next page once the path changes", () => {
    vi.spyOn(console, "error").mockImplementation(() => {}); // React reports the caught error.
    const { rerender } = render(
      <ErrorBoundary resetKey="/bozuk" fallback={<p>Bir Hata Oluştu</p>}>
        <Page broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Bir Hata Oluştu")).toBeTruthy();

    // The same path keeps the fallback: nothing has changed that could help.
    rerender(
      <ErrorBoundary resetKey="/bozuk" fallback={<p>Bir Hata Oluştu</p>}>
        <Page broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Bir Hata Oluştu")).toBeTruthy();

    rerender(
      <ErrorBoundary resetKey="/iyi" fallback={<p>Bir Hata Oluştu</p>}>
        <Page broken={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Sayfa")).toBeTruthy();
  });
});
