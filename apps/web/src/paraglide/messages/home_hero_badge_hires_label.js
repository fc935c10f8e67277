/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_Badge_Hires_LabelInputs */

const en_home_hero_badge_hires_label = /** @type {(inputs: Home_Hero_Badge_Hires_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`placed with local employers`)
};

const fr_home_hero_badge_hires_label = /** @type {(inputs: Home_Hero_Badge_Hires_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chez des employeurs d’ici`)
};

/**
* | output |
* | --- |
* | "placed with local employers" |
*
* @param {Home_Hero_Badge_Hires_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_badge_hires_label = /** @type {((inputs?: Home_Hero_Badge_Hires_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_Badge_Hires_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_hero_badge_hires_label(inputs)
	return en_home_hero_badge_hires_label(inputs)
});