import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Image } from "@turnuva/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chosenFile, deferred, stubImageDecoding, stubServer, stubUploads, userJson, type UploadReply } from "./network-stub.ts";
import { platformJson, stubSignedIn } from "./platforms-data.ts";
import { profileHandlers, profileJson } from "./profile-data.ts";
import { renderApp } from "./render-app.tsx";

const MB = 1024 * 1024;

/** A stored picture as the server answers it, every variant named after `name`. */
function picture(name: string): Image {
  const at = (width: number) => `/api/images/${name}-${width}.webp`;
  return {
    url: at(256),
    thumbnailUrl: at(80),
    mediumUrl: at(128),
    largeUrl: at(256),
    sizes: [80, 128, 192, 256].map((width) => ({ width, url: at(width) })),
  };
}

/** "ayse" signed in on her own profile, with `image` as her picture. */
function ownProfile(image: Image | null = null, handlers: Parameters<typeof stubServer>[0] = {}) {
  window.localStorage.setItem("token", "t-ayse");
  const { user } = profileJson("ayse", { own: true });
  return stubServer({
    ...profileHandlers("ayse", { own: true, history: 0 }),
    "GET /api/auth/me": () => ({ status: 200, body: { user: { ...userJson("ayse"), profileImage: image } } }),
    "GET /api/users/profile": () => ({ status: 200, body: { user: { ...user, profileImage: image } } }),
    ...handlers,
  });
}

const uploaded = (image: Image): UploadReply => ({
  status: 200,
  body: { success: true, message: "Profil resminiz başarıyla yüklendi.", data: { profileImage: image } },
});
const refused = (status: number, code: string, message: string, headers?: Record<string, string>): UploadReply => ({
  status,
  body: { code, message },
  headers,
});

/** The uploader's file input, once its code has arrived. */
const fileInput = () => screen.findByLabelText<HTMLInputElement>(/Resim Seç|Resmi Değiştir/, {}, { timeout: 5000 });

/** The picture in the header's user menu: the session's user, as every page shows it. */
function headerPicture(): HTMLImageElement | null {
  return screen.getByRole("button", { name: "ayse" }).querySelector("img");
}

/** Chooses a valid 200×200 PNG and answers the preview's 'Kaydet' button. */
async function choose(user: ReturnType<typeof userEvent.setup>, name = "yuz.png"): Promise<HTMLElement> {
  stubImageDecoding({ [name]: { width: 200, height: 200 } });
  await user.upload(await fileInput(), chosenFile(name, "image/png"));
  const dialog = await screen.findByRole("dialog", { name: "Profil Resmi Önizleme" }, { timeout: 5000 });
  return within(dialog).getByRole("button", { name: "Kaydet" });
}

async function chooseAndSave(user: ReturnType<typeof userEvent.setup>, name = "yuz.png") {
  await user.click(await choose(user, name));
}

/**
 * Saves with the clock stopped from then on, so the pauses between attempts are measured exactly:
 * `wait(ms)` moves it on and lets every answer due by then arrive.
 */
async function saveOnStoppedClock(save: HTMLElement) {
  vi.useFakeTimers();
  await act(async () => {
    fireEvent.click(save);
    await vi.advanceTimersByTimeAsync(0);
  });
}
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the picture uploader's checks (part 1 §5)", () => {
  it("refuses a picture under 50×50 with the spec's sentence, and sends nothing", async () => {
    ownProfile();
    const uploads = stubUploads({});
    stubImageDecoding({ "kucuk.png": { width: 49, height: 200 } });
    const user = userEvent.setup();
    renderApp("/profil");

    await user.upload(await fileInput(), chosenFile("kucuk.png", "image/png"));
    expect((await screen.findByRole("alert")).textContent).toContain("Resim çok küçük. Minimum 50x50 piksel olmalıdır.");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(uploads).toHaveLength(0);
  });

  it("refuses another type dropped on the picture, without asking the browser for its size", async () => {
    ownProfile();
    const uploads = stubUploads({});
    // Were the browser asked, it could not read a PDF: "Resim boyutları kontrol edilemedi" would join in.
    stubImageDecoding({ "belge.pdf": null });
    renderApp("/profil");
    const input = await fileInput();
    const picture = screen.getByRole("img", { name: "ayse profil resmi" }).parentElement!;

    fireEvent.drop(picture, { dataTransfer: { files: [chosenFile("belge.pdf", "application/pdf")], types: ["Files"] } });
    expect((await screen.findByRole("alert")).textContent).toContain("Desteklenmeyen dosya formatı. Sadece JPG, PNG ve WebP desteklenir.");
    expect(screen.getByRole("alert").textContent).not.toContain("Resim boyutları kontrol edilemedi");
    expect(input.accept).toBe("image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp");
    expect(uploads).toHaveLength(0);
  });

  it("keeps the page when a file is dropped beside the picture (the browser would open it instead)", async () => {
    ownProfile();
    stubUploads({});
    renderApp("/profil");
    await fileInput();
    const drop = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(drop, "dataTransfer", { value: { types: ["Files"], files: [] } });
    document.body.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    // Anything else dropped (a link, some text) is left to the page as before.
    const text = new Event("drop", { bubbles: true, cancelable: true });
    Object.defineProperty(text, "dataTransfer", { value: { types: ["text/plain"], files: [] } });
    document.body.dispatchEvent(text);
    expect(text.defaultPrevented).toBe(false);
  });

  it("refuses a file over 10 MB", async () => {
    ownProfile();
    stubUploads({});
    stubImageDecoding({ "buyuk.jpg": { width: 4000, height: 3000 } });
    const user = userEvent.setup();
    renderApp("/profil");

    await user.upload(await fileInput(), chosenFile("buyuk.jpg", "image/jpeg", 10 * MB + 1));
    expect((await screen.findByRole("alert")).textContent).toContain("Dosya boyutu çok büyük. Maksimum 10 MB yükleyebilirsiniz.");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("names every problem at once, joined by commas", async () => {
    ownProfile();
    stubUploads({});
    stubImageDecoding({ "ikisi.png": { width: 20, height: 20 } });
    const user = userEvent.setup();
    renderApp("/profil");

    await user.upload(await fileInput(), chosenFile("ikisi.png", "image/png", 11 * MB));
    expect(
      await screen.findByText("Dosya boyutu çok büyük. Maksimum 10 MB yükleyebilirsiniz., Resim çok küçük. Minimum 50x50 piksel olmalıdır."),
    ).toBeTruthy();
  });

  it("says so when the browser cannot read the picture's size", async () => {
    ownProfile();
    stubUploads({});
    stubImageDecoding({ "bozuk.webp": null });
    const user = userEvent.setup();
    renderApp("/profil");

    await user.upload(await fileInput(), chosenFile("bozuk.webp", "image/webp"));
    expect(await screen.findByText("Resim boyutları kontrol edilemedi")).toBeTruthy();
  });
});

describe("uploading a profile picture (part 1 §4)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("previews, uploads with a progress bar, says so, shows the new picture in the header at once, and drops the bar 1 s later", async () => {
    ownProfile();
    const answer = deferred<UploadReply>();
    let progress!: (percent: number) => void;
    const uploads = stubUploads({
      "POST /api/users/upload-profile-image": (_request, report) => {
        progress = report;
        return answer.promise;
      },
    });
    const user = userEvent.setup();
    renderApp("/profil");

    const save = await choose(user);
    // The preview names what it shows.
    expect(within(screen.getByRole("dialog")).getByRole("img", { name: "Seçilen resim: yuz.png" })).toBeTruthy();
    await user.click(save);
    const bar = await screen.findByRole("progressbar", { name: "Yükleme durumu" });
    expect(bar.getAttribute("aria-valuenow")).toBe("0");
    // The closed preview gives focus back to the file button, which stays focusable while it sends.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Resim Seç")));
    act(() => progress(40));
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByText("%40")).toBeTruthy();

    vi.useFakeTimers();
    await act(async () => {
      answer.resolve(uploaded(picture("yeni")));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByText("%100")).toBeTruthy();
    await wait(999);
    expect(screen.queryByRole("progressbar")).not.toBeNull();
    await wait(1);
    expect(screen.queryByRole("progressbar")).toBeNull();
    vi.useRealTimers();

    expect(await screen.findByText("Profil resminiz başarıyla yüklendi.")).toBeTruthy();
    // The header's avatar is the session's user, updated from the answer without asking again (the
    // picture's code loads lazily the first time there is a picture to show: waited for).
    await waitFor(() => expect(headerPicture()?.getAttribute("src")).toBe("/api/images/yeni-80.webp"));
    expect(headerPicture()?.getAttribute("srcset")).toBe(
      "/api/images/yeni-80.webp 80w, /api/images/yeni-128.webp 128w, /api/images/yeni-192.webp 192w, /api/images/yeni-256.webp 256w",
    );
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.headers.Authorization).toBe("Bearer t-ayse");
    expect((uploads[0]!.body.get("profileImage") as File).name).toBe("yuz.png");
  });

  it("replaces a picture there is with the replace call", async () => {
    ownProfile(picture("eski"));
    const uploads = stubUploads({ "PUT /api/users/profile-image": () => uploaded(picture("yeni")) });
    const user = userEvent.setup();
    renderApp("/profil");

    await chooseAndSave(user);
    expect(await screen.findByText("Profil resminiz başarıyla yüklendi.")).toBeTruthy();
    expect(uploads.map((upload) => `${upload.method} ${upload.path}`)).toEqual(["PUT /api/users/profile-image"]);
  });

  it("tries again after a 503, 1000 ms later, and succeeds on the third attempt", async () => {
    ownProfile();
    let calls = 0;
    const uploads = stubUploads({
      "POST /api/users/upload-profile-image": () =>
        ++calls < 3 ? refused(503, "SERVICE_UNAVAILABLE", "Sunucu hatası. Lütfen daha sonra tekrar deneyin.") : uploaded(picture("yeni")),
    });
    const user = userEvent.setup();
    renderApp("/profil");

    await saveOnStoppedClock(await choose(user));
    expect(uploads).toHaveLength(1);
    await wait(999);
    expect(uploads).toHaveLength(1);
    await wait(1);
    expect(uploads).toHaveLength(2);
    await wait(999);
    expect(uploads).toHaveLength(2);
    await wait(1);
    expect(uploads).toHaveLength(3);
    vi.useRealTimers();
    expect(await screen.findByText("Profil resminiz başarıyla yüklendi.")).toBeTruthy();
    expect(screen.queryByText("Yükleme Hatası")).toBeNull();
  });

  it("stops after 3 attempts, says why in a toast and in place, and 'Tekrar Dene' starts again", async () => {
    ownProfile();
    const uploads = stubUploads({ "POST /api/users/upload-profile-image": () => "network-error" });
    const user = userEvent.setup();
    renderApp("/profil");

    await saveOnStoppedClock(await choose(user));
    await wait(2000);
    expect(uploads).toHaveLength(3);
    vi.useRealTimers();
    expect(await screen.findByText("Yükleme Hatası", { selector: "p" })).toBeTruthy();
    // The toast says it too (its code arrives with the first toast; it goes by itself after 8 s).
    await waitFor(() => expect(screen.getAllByText("Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edin.")).toHaveLength(2), {
      timeout: 5000,
    });

    vi.useFakeTimers();
    await wait(60_000);
    expect(uploads).toHaveLength(3);
    await act(async () => {
      const retry = screen.getByRole("button", { name: "Tekrar Dene" });
      retry.focus();
      fireEvent.click(retry);
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(uploads).toHaveLength(6);
    // 'Tekrar Dene' went away when pressed; focus waits on the file button, not on the page.
    expect(document.activeElement).toBe(screen.getByLabelText("Resim Seç"));
  });

  it("does not try again when the server refuses the picture itself (422), and offers no retry", async () => {
    ownProfile();
    const uploads = stubUploads({
      "POST /api/users/upload-profile-image": () => refused(422, "IMAGE_TOO_SMALL", "Resim çok küçük. Minimum 50x50 piksel olmalıdır."),
    });
    const user = userEvent.setup();
    renderApp("/profil");

    await saveOnStoppedClock(await choose(user));
    await wait(60_000);
    expect(uploads).toHaveLength(1);
    vi.useRealTimers();
    expect(await screen.findByText("Yükleme Hatası", { selector: "p" })).toBeTruthy();
    expect(screen.getAllByText("Resim çok küçük. Minimum 50x50 piksel olmalıdır.").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Tekrar Dene" })).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("waits out a short Retry-After of a 429, and does not wait for a long one", async () => {
    ownProfile();
    let seconds = "3";
    const uploads = stubUploads({
      "POST /api/users/upload-profile-image": () =>
        refused(429, "RATE_LIMIT_EXCEEDED", `Çok fazla resim yüklediniz. Lütfen ${seconds} saniye sonra tekrar deneyin.`, { "Retry-After": seconds }),
    });
    const user = userEvent.setup();
    renderApp("/profil");

    await saveOnStoppedClock(await choose(user));
    expect(uploads).toHaveLength(1);
    seconds = "60";
    await wait(2999);
    expect(uploads).toHaveLength(1);
    await wait(1);
    expect(uploads).toHaveLength(2);
    // A minute is not waited out behind the bar: the server's sentence is shown instead.
    await wait(120_000);
    expect(uploads).toHaveLength(2);
    vi.useRealTimers();
    expect((await screen.findAllByText("Çok fazla resim yüklediniz. Lütfen 60 saniye sonra tekrar deneyin.")).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "Tekrar Dene" })).toBeTruthy();
  });

  it("asks before deleting, and afterwards shows the letter again", async () => {
    const requests = ownProfile(picture("eski"), {
      "DELETE /api/users/profile-image": () => ({ status: 200, body: { success: true, message: "Profil resminiz başarıyla silindi." } }),
    });
    stubUploads({});
    const user = userEvent.setup();
    renderApp("/profil");

    await user.click(await screen.findByRole("button", { name: "Resmi Sil" }, { timeout: 5000 }));
    const dialog = await screen.findByRole("dialog", { name: "Profil Resmini Sil" });
    await user.click(within(dialog).getByRole("button", { name: "İptal" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Resmi Sil" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Profil Resmini Sil" })).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Profil resminiz başarıyla silindi.")).toBeTruthy();
    expect(requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual(["/api/users/profile-image"]);
    await waitFor(() => expect(headerPicture()).toBeNull());
    expect(screen.queryByRole("button", { name: "Resmi Sil" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Resim Seç"));
  });

  it("opens on the member home only when asked, with the file chooser focused", async () => {
    window.localStorage.setItem("token", "t-ayse");
    stubServer({ "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }) });
    const user = userEvent.setup();
    renderApp("/");

    const edit = await screen.findByRole("button", { name: "Profil Resmini Düzenle" }, { timeout: 5000 });
    expect(screen.queryByLabelText("Resim Seç")).toBeNull();
    await user.click(edit);
    const input = await fileInput();
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it("is not offered on someone else's profile", async () => {
    // The uploader's code is there already, so it would show with the header if it were offered.
    await import("@/features/profile/public/profile-image-editor.tsx");
    stubServer({ ...profileHandlers("mehmet", { history: 0 }) });
    renderApp("/profil/mehmet");

    expect(await screen.findByRole("heading", { level: 1, name: "mehmet" })).toBeTruthy();
    expect(await screen.findByText("Bu kullanıcı henüz hiç maç oynamamış")).toBeTruthy();
    expect(screen.queryByLabelText("Resim Seç")).toBeNull();
    expect(screen.queryByRole("button", { name: "Resmi Sil" })).toBeNull();
  });
});

describe("a platform's picture on its edit page (part 1 §4)", () => {
  function stubEdit(image: Image | null, handlers: Parameters<typeof stubServer>[0] = {}) {
    window.localStorage.setItem("token", "t-ayse");
    return stubServer({
      "GET /api/auth/me": () => ({ status: 200, body: { user: userJson("ayse") } }),
      "GET /api/platforms/p-bahar-kupasi": () => ({
        status: 200,
        body: { ...platformJson("Bahar Kupası", { platformImage: image }), completedTournamentCount: 0 },
      }),
      ...handlers,
    });
  }

  it("uploads with 'Platform Resmi Önizleme', 'İptal' and 'Kaydet', and says 'Başarılı!'", async () => {
    stubEdit(null);
    const uploads = stubUploads({
      "POST /api/platforms/p-bahar-kupasi/upload-image": () => ({
        status: 200,
        body: { success: true, message: "Platform resmi başarıyla yüklendi.", data: { platformImage: picture("bahar") } },
      }),
    });
    stubImageDecoding({ "logo.webp": { width: 300, height: 300 } });
    const user = userEvent.setup();
    renderApp("/platformlar/p-bahar-kupasi/duzenle");

    await user.upload(await fileInput(), chosenFile("logo.webp", "image/webp"));
    const dialog = await screen.findByRole("dialog", { name: "Platform Resmi Önizleme" }, { timeout: 5000 });
    expect(within(dialog).getByRole("button", { name: "İptal" })).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Kaydet" }));

    expect(await screen.findByText("Başarılı!")).toBeTruthy();
    expect(screen.getByText("Platform resmi başarıyla yüklendi.")).toBeTruthy();
    expect((uploads[0]!.body.get("platformImage") as File).name).toBe("logo.webp");
    // The page's platform now has the picture: it can be changed or deleted.
    expect(await screen.findByRole("button", { name: "Resmi Sil" })).toBeTruthy();
  });

  it("asks 'Platform Resmini Sil' before deleting", async () => {
    const requests = stubEdit(picture("bahar"), {
      "DELETE /api/platforms/p-bahar-kupasi/image": () => ({ status: 200, body: { success: true, message: "Platform resmi başarıyla silindi." } }),
    });
    stubUploads({});
    const user = userEvent.setup();
    renderApp("/platformlar/p-bahar-kupasi/duzenle");

    await user.click(await screen.findByRole("button", { name: "Resmi Sil" }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole("dialog", { name: "Platform Resmini Sil" })).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Platform resmi başarıyla silindi.")).toBeTruthy();
    expect(requests.some((request) => request.method === "DELETE" && request.path === "/api/platforms/p-bahar-kupasi/image")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Resmi Sil" })).toBeNull());
  });

  it("says 'Silme Hatası' with the server's sentence when the delete is refused", async () => {
    stubEdit(picture("bahar"), {
      "DELETE /api/platforms/p-bahar-kupasi/image": () => ({
        status: 404,
        body: { code: "NO_PLATFORM_IMAGE", message: "Bu platformun silinecek bir resmi yok." },
      }),
    });
    stubUploads({});
    const user = userEvent.setup();
    renderApp("/platformlar/p-bahar-kupasi/duzenle");

    await user.click(await screen.findByRole("button", { name: "Resmi Sil" }, { timeout: 5000 }));
    await user.click(within(await screen.findByRole("dialog", { name: "Platform Resmini Sil" })).getByRole("button", { name: "Sil" }));
    expect(await screen.findByText("Silme Hatası", { selector: "p" })).toBeTruthy();
    expect(screen.getAllByText("Bu platformun silinecek bir resmi yok.").length).toBeGreaterThan(0);
  });
});

describe("creating a platform with a picture (part 1 §4, §5)", () => {
  async function openForm(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole("button", { name: "Yeni Platform Oluştur" }, { timeout: 5000 }));
    await screen.findByRole("button", { name: "Platform Oluştur" }, { timeout: 5000 });
  }

  async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, file: File) {
    await user.type(screen.getByLabelText("Platform Adı"), "Kuzey Ligi");
    await user.selectOptions(screen.getByLabelText("Oyun Serisi"), "eFootball");
    await user.selectOptions(screen.getByLabelText("Oyun Alanı"), "efootball_ps5");
    await user.upload(screen.getByLabelText("Platform Resmi (isteğe bağlı)"), file);
    await user.click(screen.getByRole("button", { name: "Platform Oluştur" }));
  }

  function stubCreation() {
    const created = platformJson("Kuzey Ligi");
    let mine: ReturnType<typeof platformJson>[] = [];
    const requests = stubSignedIn({
      handlers: {
        "GET /api/platforms/my": () => ({ status: 200, body: { platforms: mine } }),
        "POST /api/platforms": () => {
          mine = [created];
          return { status: 201, body: { message: "Platform başarıyla oluşturuldu!", platform: created } };
        },
      },
    });
    return requests;
  }

  it("takes only JPG, PNG and WebP of at most 5 MB, naming both problems at once", async () => {
    stubSignedIn({});
    const user = userEvent.setup({ applyAccept: false });
    renderApp("/platformlar");
    await openForm(user);
    const field = screen.getByLabelText<HTMLInputElement>("Platform Resmi (isteğe bağlı)");
    const error = () => document.getElementById(field.getAttribute("aria-describedby")!)?.textContent;

    await user.upload(field, chosenFile("hareketli.gif", "image/gif"));
    expect(error()).toBe("Sadece JPG, PNG ve WebP formatları desteklenir.");
    await user.upload(field, chosenFile("buyuk.png", "image/png", 5 * MB + 1));
    expect(error()).toBe("Dosya boyutu 5MB'dan büyük olamaz.");
    await user.upload(field, chosenFile("ikisi.gif", "image/gif", 6 * MB));
    expect(error()).toBe("Sadece JPG, PNG ve WebP formatları desteklenir., Dosya boyutu 5MB'dan büyük olamaz.");
    // A refused file is not kept: the platform would go without it.
    expect(field.files).toHaveLength(0);
    await user.upload(field, chosenFile("logo.png", "image/png", 5 * MB));
    expect(error()).toBe("JPG, PNG veya WebP; en fazla 5 MB.");

    // 'Resmi Kaldır' goes with the picture: focus returns to choosing one.
    await user.click(screen.getByRole("button", { name: "Resmi Kaldır" }));
    expect(screen.queryByText("logo.png")).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it("creates the platform first, then sends its picture with ?stage=creation", async () => {
    const requests = stubCreation();
    const uploads = stubUploads({
      "POST /api/platforms/p-kuzey-ligi/upload-image?stage=creation": () => ({
        status: 200,
        body: { success: true, message: "Platform resmi başarıyla yüklendi.", data: { platformImage: picture("kuzey") } },
      }),
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    await openForm(user);

    await fillAndSubmit(user, chosenFile("logo.png", "image/png"));
    expect(await screen.findByText("Platform başarıyla oluşturuldu!")).toBeTruthy();
    expect(requests.filter((request) => request.method === "POST").map((request) => request.path)).toEqual(["/api/platforms"]);
    expect(uploads).toHaveLength(1);
    expect((uploads[0]!.body.get("platformImage") as File).name).toBe("logo.png");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the platform when its picture fails, and says so with a way to try again", async () => {
    stubCreation();
    const uploads = stubUploads({
      "POST /api/platforms/p-kuzey-ligi/upload-image?stage=creation": () => ({
        status: 413,
        body: { code: "FILE_TOO_LARGE", message: "Dosya boyutu 5MB'dan büyük olamaz." },
      }),
    });
    const user = userEvent.setup();
    renderApp("/platformlar");
    await openForm(user);

    await fillAndSubmit(user, chosenFile("logo.png", "image/png"));
    const warning = await screen.findByRole("alert");
    expect(warning.textContent).toBe(
      "Platform oluşturuldu, ancak resmi yüklenemedi: Dosya boyutu 5MB'dan büyük olamaz. Resmi, platformun düzenleme sayfasından yeniden yükleyebilirsiniz. Düzenle",
    );
    expect(within(warning).getByRole("link", { name: "Düzenle" }).getAttribute("href")).toBe("/platformlar/p-kuzey-ligi/duzenle");
    expect(screen.getByText("Platform başarıyla oluşturuldu!")).toBeTruthy();
    expect(await screen.findByRole("link", { name: /Kuzey Ligi/ })).toBeTruthy();
    expect(uploads).toHaveLength(1);
  });
});
