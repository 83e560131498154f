import {
  markReadRequestSchema,
  markReadResponseSchema,
  notificationKindLabels,
  notificationListSchema,
  notificationMessages,
  notificationPreferenceUpdateSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  unsubscribeQuerySchema,
} from "@turnuva/contract/notifications";
import type { FastifyPluginAsyncZod, ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { errorResponses } from "../../http/error-responses.ts";
import { signedInUser } from "../../http/signed-in-user.ts";
import type { NotificationStreams } from "./event-stream.ts";
import type { NotificationsService } from "./service.ts";

export interface NotificationRoutesOptions {
  notifications: NotificationsService;
  streams: NotificationStreams;
}

const tags = ["notifications"];
const auth = { auth: "required" } as const;
const htmlPage = (description: string) => ({ description, content: { "text/html": { schema: z.string() } } });
// The one-click answer a mail client reads (RFC 8058 wants a 2xx and nothing more); a person who
// pressed the page's button gets a page.
const unsubscribed = {
  description: "The Turkish sentence saying e-mail of this kind is off: a page for a browser, plain text for a mail client",
  content: { "text/plain": { schema: z.string() }, "text/html": { schema: z.string() } },
};

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tiny page an unsubscribe link opens in a browser: a question and the button that POSTs it. */
function unsubscribePage(query: { u: string; k: string; s: string }, kindLabel: string): string {
  return page(`<p>${escapeHtml(notificationMessages.unsubscribeQuestion(kindLabel))}</p>
<form method="post" action="?${escapeHtml(new URLSearchParams(query).toString())}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(notificationMessages.unsubscribeButton)}</button>
</form>`);
}

function page(body: string): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(notificationMessages.unsubscribeTitle)}</title></head>
<body><h1>${escapeHtml(notificationMessages.unsubscribeTitle)}</h1>
${body}
</body></html>
`;
}

/**
 * Issue 26, under `/api/notifications`: the signed-in person's list, read marks, preferences and
 * stream; and the one-click unsubscribe links of the mails, which work without signing in (the
 * link's signature says whose and which kind).
 */
export const notificationRoutes: FastifyPluginAsyncZod<NotificationRoutesOptions> = async (app, { notifications, streams }) => {
  app.get(
    "",
    {
      config: auth,
      schema: {
        operationId: "listNotifications",
        tags,
        summary: "The signed-in person's notifications, newest first, with their unread count",
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notifications.list(signedInUser(request).id, request.query),
  );

  app.post(
    "/read",
    {
      config: auth,
      schema: {
        operationId: "markNotificationsRead",
        tags,
        summary: "Marks the person's own notifications read, some by id or all; another's ids are ignored",
        body: markReadRequestSchema,
        response: { 200: markReadResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notifications.markRead(signedInUser(request).id, request.body),
  );

  app.get(
    "/preferences",
    {
      config: auth,
      schema: {
        operationId: "getNotificationPreferences",
        tags,
        summary: "How each kind is told besides the app (e-mail, push), the defaults filled in",
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => notifications.preferences(signedInUser(request).id),
  );

  app.put(
    "/preferences",
    {
      config: auth,
      schema: {
        operationId: "updateNotificationPreference",
        tags,
        summary: "Sets e-mail and push for one kind; answers every kind",
        body: notificationPreferenceUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => notifications.setPreference(signedInUser(request).id, request.body),
  );

  app.get(
    "/events",
    {
      config: auth,
      exposeHeadRoute: false,
      schema: {
        operationId: "streamNotifications",
        tags,
        summary: "The signed-in person's own notifications as they are made, and their unread count",
        response: {
          200: {
            description:
              "Server-Sent Events: `retry: 3000`, a `ready` event (data `{ unreadCount }`), then `notification` events (data `{ notification, unreadCount }`) and `notifications-read` events (data `{ unreadCount }`); a comment line every 15 s.",
            content: { "text/event-stream": { schema: z.string() } },
          },
          ...errorResponses(401, 429),
        },
      },
    },
    async (request, reply) => streams.open(request, reply, signedInUser(request)),
  );

  // The unsubscribe links: public, so they sit in a scope of their own, where a mail client's
  // one-click POST (a form body, RFC 8058) is read and set aside: the link itself says everything.
  await app.register(async (scope) => {
    const links = scope.withTypeProvider<ZodTypeProvider>();
    links.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, null),
    );

    links.get(
      "/unsubscribe",
      {
        schema: {
          operationId: "showUnsubscribe",
          tags,
          summary: "The page a mail's unsubscribe link opens: one button that turns e-mail of that kind off",
          querystring: unsubscribeQuerySchema,
          response: { 200: htmlPage("The question and its button"), ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        // A forged or broken link is refused like any bad request (JSON, as every error of the API).
        const kind = notifications.genuineKind(request.query);
        return reply
          .type("text/html; charset=utf-8")
          .header("cache-control", "no-store")
          .send(unsubscribePage(request.query, notificationKindLabels[kind]));
      },
    );

    links.post(
      "/unsubscribe",
      {
        // The one-click body (`List-Unsubscribe=One-Click`) carries nothing the link does not.
        config: { bodyless: true },
        schema: {
          operationId: "unsubscribe",
          tags,
          summary: "One-click unsubscribe (RFC 8058): e-mail of the link's kind off, push kept",
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribed, ...errorResponses(400) },
        },
      },
      async (request, reply) => {
        await notifications.unsubscribe(request.query);
        if (request.headers.accept?.includes("text/html")) {
          return reply
            .type("text/html; charset=utf-8")
            .header("cache-control", "no-store")
            .send(
              page(`<p>${escapeHtml(notificationMessages.unsubscribed)}</p>\n<p><a href="/">${escapeHtml(notificationMessages.backToSite)}</a></p>`),
            );
        }
        return reply.type("text/plain; charset=utf-8").send(notificationMessages.unsubscribed);
      },
    );
  });
};
