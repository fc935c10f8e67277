/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Posting_Checks_Open_TitleInputs */

const en_posting_checks_open_title = /** @type {(inputs: Posting_Checks_Open_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontario posting rules: open points`)
};

const fr_posting_checks_open_title = /** @type {(inputs: Posting_Checks_Open_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles de l’Ontario sur les offres : points à vérifier`)
};

/**
* | output |
* | --- |
* | "Ontario posting rules: open points" |
*
* @param {Posting_Checks_Open_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const posting_checks_open_title = /** @type {((inputs?: Posting_Checks_Open_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Posting_Checks_Open_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_posting_checks_open_title(inputs)
	return en_posting_checks_open_title(inputs)
});