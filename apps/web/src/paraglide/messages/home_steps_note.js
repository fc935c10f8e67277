/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Home_Steps_NoteInputs */

const en_home_steps_note = /** @type {(inputs: Home_Steps_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A ${i?.shortName} recruitment agent reviews every application, and eligible applicants are notified for an interview.`)
};

const fr_home_steps_note = /** @type {(inputs: Home_Steps_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un agent de recrutement de ${i?.shortName} examine chaque candidature, et les candidats admissibles sont convoqués à une entrevue.`)
};

/**
* | output |
* | --- |
* | "A {shortName} recruitment agent reviews every application, and eligible applicants are notified for an interview." |
*
* @param {Home_Steps_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_steps_note = /** @type {((inputs: Home_Steps_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Steps_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_steps_note(inputs)
	return en_home_steps_note(inputs)
});