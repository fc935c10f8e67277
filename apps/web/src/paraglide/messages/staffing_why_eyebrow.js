/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shortName: NonNullable<unknown> }} Staffing_Why_EyebrowInputs */

const en_staffing_why_eyebrow = /** @type {(inputs: Staffing_Why_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Why ${i?.shortName}`)
};

const fr_staffing_why_eyebrow = /** @type {(inputs: Staffing_Why_EyebrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pourquoi ${i?.shortName}`)
};

/**
* | output |
* | --- |
* | "Why {shortName}" |
*
* @param {Staffing_Why_EyebrowInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_why_eyebrow = /** @type {((inputs: Staffing_Why_EyebrowInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Why_EyebrowInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_why_eyebrow(inputs)
	return en_staffing_why_eyebrow(inputs)
});