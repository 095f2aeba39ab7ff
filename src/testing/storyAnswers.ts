import { HttpResponse, type JsonBodyType, delay, http } from 'msw';
import { expect, within } from 'storybook/test';

/** A story's parameters: the fake API answers POST `url` with `status` and the JSON `body` (a refusal, a failure). */
export function answerPost(url: string, status: number, body: JsonBodyType = {}) {
  return { msw: { handlers: [http.post(url, () => HttpResponse.json(body, { status }))] } };
}

/** A story's parameters: the fake API never answers POST `url`, so the screen stays in its pending state. */
export function neverAnswerPost(url: string) {
  return { msw: { handlers: [http.post(url, () => delay('infinite'))] } };
}

/** A story's handler: answers POST `url` with `answer(body)`, built from the request's JSON body. */
export function answerPostFrom<Body>(url: string, answer: (body: Body) => JsonBodyType, status = 200) {
  return http.post(url, async ({ request }) =>
    HttpResponse.json(answer((await request.json()) as Body), { status }),
  );
}

/** A story's parameters: the fake API fails GET `url` with a 500. */
export function failGet(url: string) {
  return { msw: { handlers: [http.get(url, () => HttpResponse.json({ detail: 'Down' }, { status: 500 }))] } };
}

/** A story in which loading GET `url` fails: the screen says `message` and offers Retry. */
export function loadFailedStory(url: string, message: string) {
  return {
    parameters: failGet(url),
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText(message)).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
  };
}
