/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Checks_Fix_TitleInputs */

const en_posting_checks_fix_title = /** @type {(inputs: Posting_Checks_Fix_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fix before submitting`)
};

const fr_posting_checks_fix_title = /** @type {(inputs: Posting_Checks_Fix_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À corriger avant l’envoi`)
};

/**
* | output |
* | --- |
* | "Fix before submitting" |
*
* @param {Posting_Checks_Fix_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_checks_fix_title = /** @type {((inputs?: Posting_Checks_Fix_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Checks_Fix_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_checks_fix_title(inputs)
	return en_posting_checks_fix_title(inputs)
});