/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Checks_Blocked_NoteInputs */

const en_posting_checks_blocked_note = /** @type {(inputs: Posting_Checks_Blocked_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This posting cannot be submitted until the pay range is narrowed (or the employer has fewer than 25 employees).`)
};

const fr_posting_checks_blocked_note = /** @type {(inputs: Posting_Checks_Blocked_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette offre ne peut pas être envoyée tant que la fourchette salariale n’est pas réduite (ou que l’employeur n’a pas moins de 25 employés).`)
};

/**
* | output |
* | --- |
* | "This posting cannot be submitted until the pay range is narrowed (or the employer has fewer than 25 employees)." |
*
* @param {Posting_Checks_Blocked_NoteInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_checks_blocked_note = /** @type {((inputs?: Posting_Checks_Blocked_NoteInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Checks_Blocked_NoteInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_checks_blocked_note(inputs)
	return en_posting_checks_blocked_note(inputs)
});