import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar } from "../src/ui/avatar.tsx";

const image = { url: "/o.png", thumbnailUrl: "/t.png", mediumUrl: "/m.png", largeUrl: "/l.png" };

describe("avatar", () => {
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

  it("falls back from the sized picture to the original, then to the letter", () => {
    render(<Avatar username="ali" image={image} size={48} />);
    const img = screen.getByRole("img", { name: "ali profil resmi" });
    expect(img.getAttribute("src")).toBe("/t.png");
    fireEvent.error(img);
    expect(screen.getByRole("img", { name: "ali profil resmi" }).getAttribute("src")).toBe("/o.png");
    fireEvent.error(screen.getByRole("img", { name: "ali profil resmi" }));
    expect(screen.getByRole("img", { name: "ali profil resmi" }).textContent).toBe("A");
  });
});
