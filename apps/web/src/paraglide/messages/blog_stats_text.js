/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Blog_Stats_TextInputs */

const en_blog_stats_text = /** @type {(inputs: Blog_Stats_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our articles draw on what we see every day matching Ontario employers with reliable people.`)
};

const fr_blog_stats_text = /** @type {(inputs: Blog_Stats_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos articles s’appuient sur ce que nous voyons tous les jours en jumelant des employeurs de l’Ontario à des gens fiables.`)
};

/**
* | output |
* | --- |
* | "Our articles draw on what we see every day matching Ontario employers with reliable people." |
*
* @param {Blog_Stats_TextInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const blog_stats_text = /** @type {((inputs?: Blog_Stats_TextInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Blog_Stats_TextInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_blog_stats_text(inputs)
	return en_blog_stats_text(inputs)
});