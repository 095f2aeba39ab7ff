import type { FaqTopic } from '../faq';

/** Lower case, with curly quotes made straight, so a phone's "don’t" matches "don't". */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[‘’]/g, "'").replace(/[“”]/g, '"');
}

/**
 * The entries whose question or answer contains every word of `query`, in their original order under
 * their topics (not matched on the topic name: "receipt" should not list every payment question);
 * topics left with no entries are dropped. A blank query keeps everything.
 */
export function searchFaq(topics: readonly FaqTopic[], query: string): FaqTopic[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...topics];
  return topics
    .map(({ topic, entries }) => ({
      topic,
      entries: entries.filter(({ question, answer }) => {
        const text = normalize(`${question} ${answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter(({ entries }) => entries.length > 0);
}

export function countEntries(topics: readonly FaqTopic[]): number {
  return topics.reduce((total, { entries }) => total + entries.length, 0);
}
