/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apply_Cover_Letter_RequiredInputs */

const en_apply_cover_letter_required = /** @type {(inputs: Apply_Cover_Letter_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover Letter Required`)
};

const fr_apply_cover_letter_required = /** @type {(inputs: Apply_Cover_Letter_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lettre de présentation requise`)
};

/**
* | output |
* | --- |
* | "Cover Letter Required" |
*
* @param {Apply_Cover_Letter_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_cover_letter_required = /** @type {((inputs?: Apply_Cover_Letter_RequiredInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Cover_Letter_RequiredInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_cover_letter_required(inputs)
	return en_apply_cover_letter_required(inputs)
});