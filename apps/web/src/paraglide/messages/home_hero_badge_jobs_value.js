/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_Badge_Jobs_ValueInputs */

const en_home_hero_badge_jobs_value = /** @type {(inputs: Home_Hero_Badge_Jobs_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`740+ Jobs`)
};

const fr_home_hero_badge_jobs_value = /** @type {(inputs: Home_Hero_Badge_Jobs_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`740+ emplois`)
};

/**
* | output |
* | --- |
* | "740+ Jobs" |
*
* @param {Home_Hero_Badge_Jobs_ValueInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_badge_jobs_value = /** @type {((inputs?: Home_Hero_Badge_Jobs_ValueInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_Badge_Jobs_ValueInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_hero_badge_jobs_value(inputs)
	return en_home_hero_badge_jobs_value(inputs)
});