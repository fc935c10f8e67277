/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Why_Badge_LabelInputs */

const en_home_why_badge_label = /** @type {(inputs: Home_Why_Badge_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to fill most staffing requests`)
};

const fr_home_why_badge_label = /** @type {(inputs: Home_Why_Badge_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour combler la plupart des demandes de personnel`)
};

/**
* | output |
* | --- |
* | "to fill most staffing requests" |
*
* @param {Home_Why_Badge_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_why_badge_label = /** @type {((inputs?: Home_Why_Badge_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Why_Badge_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_why_badge_label(inputs)
	return en_home_why_badge_label(inputs)
});