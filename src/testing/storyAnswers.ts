import { HttpResponse, type JsonBodyType, delay, http } from 'msw';

/** A story's parameters: the fake API answers POST `url` with `status` and the JSON `body` (a refusal, a failure). */
export function answerPost(url: string, status: number, body: JsonBodyType = {}) {
  return { msw: { handlers: [http.post(url, () => HttpResponse.json(body, { status }))] } };
}

/** A story's parameters: the fake API never answers POST `url`, so the screen stays in its pending state. */
export function neverAnswerPost(url: string) {
  return { msw: { handlers: [http.post(url, () => delay('infinite'))] } };
}
