/**
 * Longest values the API accepts, as the contract says (its `maxLength`, read from the generated zod
 * limits): the server answers 400 past them, and forms stop typing at the same lengths.
 */
import {
  createSavedFilterBodyNameMax,
  listBidsQuerySearchMax,
  signupBodyCompanyWebsiteMax,
  signupBodyEmailMax,
  signupBodyFeinOrSsnNumberMax,
  signupBodyFullNameMax,
  signupBodyPasswordMax,
  updateOnboardingBodyExtraDataNotesMax,
} from './generated/limits';

export const EMAIL_MAX_LENGTH = signupBodyEmailMax;
export const PASSWORD_MAX_LENGTH = signupBodyPasswordMax;
/** People's and companies' names. */
export const NAME_MAX_LENGTH = signupBodyFullNameMax;
/** A company website address. */
export const WEBSITE_MAX_LENGTH = signupBodyCompanyWebsiteMax;
/** A FEIN or SSN as typed, with or without dashes. */
export const TAX_ID_MAX_LENGTH = signupBodyFeinOrSsnNumberMax;
/** A search box's text (the `search` query parameter). */
export const SEARCH_MAX_LENGTH = listBidsQuerySearchMax;
/** A saved search's name. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = createSavedFilterBodyNameMax;
/** The onboarding notes about the company. */
export const NOTES_MAX_LENGTH = updateOnboardingBodyExtraDataNotesMax;
