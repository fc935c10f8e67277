/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Hero_Badge_Jobs_LabelInputs */

const en_home_hero_badge_jobs_label = /** @type {(inputs: Home_Hero_Badge_Jobs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open across Ontario`)
};

const fr_home_hero_badge_jobs_label = /** @type {(inputs: Home_Hero_Badge_Jobs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offerts partout en Ontario`)
};

/**
* | output |
* | --- |
* | "open across Ontario" |
*
* @param {Home_Hero_Badge_Jobs_LabelInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_hero_badge_jobs_label = /** @type {((inputs?: Home_Hero_Badge_Jobs_LabelInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Hero_Badge_Jobs_LabelInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_hero_badge_jobs_label(inputs)
	return en_home_hero_badge_jobs_label(inputs)
});