import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ParticipantList } from "@/features/tournaments/view/participant-list.tsx";
import { Avatar } from "@/ui/avatar.tsx";
import { memberBackground } from "@/ui/member-colour.ts";

const image = {
  url: "/o.png",
  thumbnailUrl: "/t.png",
  mediumUrl: "/m.png",
  largeUrl: "/l.png",
  sizes: [
    { width: 80, url: "/v80.png" },
    { width: 128, url: "/v128.png" },
    { width: 256, url: "/v256.png" },
  ],
};

/** The picture element, once the picture's code (loaded only when there is one) has arrived. */
async function picture(container: HTMLElement): Promise<HTMLImageElement> {
  await waitFor(() => expect(container.querySelector("img")).not.toBeNull());
  return container.querySelector("img")!;
}
const current = (container: HTMLElement) => container.querySelector("img");
/** The generated avatar: the initial on its colour. */
const letter = () => screen.getByRole("img", { name: "ali profil resmi" });

describe("avatar", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the first letter, upper-cased the Turkish way, when there is no picture", () => {
    render(<Avatar username="irem" />);
    expect(screen.getByRole("img", { name: "irem profil resmi" }).textContent).toBe("İ");
  });

  it("gives the same colour to names with the same first letter and differs across letters", () => {
    render(
      <>
        <Avatar username="ali" />
        <Avatar username="ayse" />
        <Avatar username="bora" />
      </>,
    );
    const [ali, ayse, bora] = screen.getAllByRole("img").map((el) => (el as HTMLElement).style.backgroundColor);
    expect(ali).toBe(ayse);
    expect(ali).not.toBe(bora);
  });

  it("asks for the size-specific picture with every variant in srcset and its own width, and shows it once it has arrived", async () => {
    const { container } = render(<Avatar username="ali" image={image} size={48} />);
    const img = await picture(container);
    expect(img.getAttribute("src")).toBe("/t.png");
    expect(img.getAttribute("srcset")).toBe("/v80.png 80w, /v128.png 128w, /v256.png 256w");
    expect(img.getAttribute("sizes")).toBe("48px");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["48", "48"]);
    // Until it arrives the letter keeps its place (and its name).
    expect(img.hidden).toBe(true);
    expect(screen.getByRole("img", { name: "ali profil resmi" }).textContent).toBe("A");
    fireEvent.load(img);
    expect(img.hidden).toBe(false);
    expect(screen.getByRole("img", { name: "ali profil resmi" })).toBe(img);
  });

  it("falls back from the sized picture to the original, tries it again 1, 2 and 4 s after each failure, then shows the letter and why", async () => {
    const { container } = render(<Avatar username="ali" image={image} size={48} />);
    fireEvent.error(await picture(container));
    // The original at once, without srcset.
    expect(current(container)?.getAttribute("src")).toBe("/o.png");
    expect(current(container)?.getAttribute("srcset")).toBeNull();

    vi.useFakeTimers();
    for (const [attempt, pause] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      fireEvent.error(current(container)!);
      expect(current(container)).toBeNull();
      expect(letter().getAttribute("title")).toBe(`Resim yüklenemedi (${attempt}/3)`);
      await act(() => vi.advanceTimersByTimeAsync(pause - 1));
      expect(current(container)).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(current(container)?.getAttribute("src")).toBe("/o.png");
    }
    fireEvent.error(current(container)!);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(current(container)).toBeNull();
    expect(letter().textContent).toBe("A");
    expect(letter().getAttribute("title")).toBe("Resim yüklenemedi");
  });

  it("counts a picture that has not arrived in 10 s as failed", async () => {
    // The clock is stopped before the picture is asked for; its code is there from the tests above.
    await import("@/ui/picture.tsx");
    vi.useFakeTimers();
    const { container } = render(<Avatar username="ali" image={{ ...image, thumbnailUrl: "/o.png", sizes: undefined }} size={48} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(current(container)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(9999));
    expect(current(container)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(current(container)).toBeNull();
    expect(letter().getAttribute("title")).toBe("Resim yükleme zaman aşımı (1/3)");
  });

  it("calls a failure without a connection a network error, with the hint", async () => {
    const { container } = render(<Avatar username="ali" image={{ ...image, thumbnailUrl: "/o.png" }} size={48} />);
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    fireEvent.error(await picture(container));
    expect(letter().getAttribute("title")).toBe("Ağ bağlantısı hatası. İnternet bağlantınızı kontrol edin. (1/3)");
  });

  it("does not ask for an address that is no picture's, and says why", async () => {
    render(<Avatar username="ali" image={{ url: "javascript:alert(1)", thumbnailUrl: "", mediumUrl: "", largeUrl: "" }} size={48} />);
    await waitFor(() => expect(letter().getAttribute("title")).toBe("Geçersiz resim URL'i"));
    expect(document.querySelector("img")).toBeNull();
  });

  it("gives member lists a palette of 12 colours by place, so neighbours differ even with the same initial", () => {
    const colours = Array.from({ length: 13 }, (_, index) => memberBackground(index));
    expect(new Set(colours.slice(0, 12)).size).toBe(12);
    expect(colours[12]).toBe(colours[0]);
    render(
      <>
        <Avatar username="ali" background={memberBackground(0)} />
        <Avatar username="ayse" background={memberBackground(1)} />
      </>,
    );
    const [ali, ayse] = screen.getAllByRole("img").map((el) => (el as HTMLElement).style.backgroundColor);
    expect(ali).not.toBe(ayse);
  });
});

describe("a tournament's participant list", () => {
  it("shows the picture of those who have one, and only theirs", async () => {
    const { container } = render(
      <MemoryRouter>
        <ParticipantList
          people={[
            { _id: "1", username: "ali", seed: null, profileImage: image },
            { _id: "2", username: "bora", seed: null, profileImage: null },
          ]}
        />
      </MemoryRouter>,
    );
    const img = await picture(container);
    expect(img.getAttribute("src")).toBe("/t.png");
    expect(img.getAttribute("width")).toBe("20");
    expect(container.querySelectorAll("li")[1]!.querySelector("img, [aria-hidden]")).toBeNull();
  });
});
