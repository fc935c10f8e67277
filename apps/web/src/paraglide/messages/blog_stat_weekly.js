/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Stat_WeeklyInputs */

const en_blog_stat_weekly = /** @type {(inputs: Blog_Stat_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly`)
};

const fr_blog_stat_weekly = /** @type {(inputs: Blog_Stat_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque semaine`)
};

/**
* | output |
* | --- |
* | "Weekly" |
*
* @param {Blog_Stat_WeeklyInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_stat_weekly = /** @type {((inputs?: Blog_Stat_WeeklyInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Stat_WeeklyInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_stat_weekly(inputs)
	return en_blog_stat_weekly(inputs)
});