import { HttpResponse, delay, http } from 'msw';
import type { Profile, State } from '../api/profile';
import { storyProfile } from '@/api/testing/profiles';

export const storyStates: State[] = [
  { id: 37, name: 'Oklahoma', code: 'OK', region: 'South' },
  { id: 44, name: 'Texas', code: 'TX', region: 'South' },
];

/** MSW answers for the profile calls: the fixture, a pending load, or a failure. */
export const profileHandlers = {
  profile: (profile: Profile = storyProfile) =>
    http.get('*/api/auth/profile/', () => HttpResponse.json(profile)),
  profileLoading: () => http.get('*/api/auth/profile/', () => delay('infinite')),
  profileFails: () =>
    http.get('*/api/auth/profile/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })),
  states: () => http.get('*/api/auth/states/', () => HttpResponse.json(storyStates)),
};
