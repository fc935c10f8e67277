/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Staffing_Hero_TitleInputs */

const en_staffing_hero_title = /** @type {(inputs: Staffing_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Right People, Right When You Need Them`)
};

const fr_staffing_hero_title = /** @type {(inputs: Staffing_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les bonnes personnes, au moment où vous en avez besoin`)
};

/**
* | output |
* | --- |
* | "The Right People, Right When You Need Them" |
*
* @param {Staffing_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const staffing_hero_title = /** @type {((inputs?: Staffing_Hero_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Staffing_Hero_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_staffing_hero_title(inputs)
	return en_staffing_hero_title(inputs)
});