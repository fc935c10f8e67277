/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Stats_TitleInputs */

const en_blog_stats_title = /** @type {(inputs: Blog_Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advice Backed by Real Placements`)
};

const fr_blog_stats_title = /** @type {(inputs: Blog_Stats_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des conseils appuyés par de vrais placements`)
};

/**
* | output |
* | --- |
* | "Advice Backed by Real Placements" |
*
* @param {Blog_Stats_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_stats_title = /** @type {((inputs?: Blog_Stats_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Stats_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_stats_title(inputs)
	return en_blog_stats_title(inputs)
});