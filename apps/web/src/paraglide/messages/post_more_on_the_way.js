/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Post_More_On_The_WayInputs */

const en_post_more_on_the_way = /** @type {(inputs: Post_More_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More articles are on the way. Browse the blog for the latest.`)
};

const fr_post_more_on_the_way = /** @type {(inputs: Post_More_On_The_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D’autres articles s’en viennent. Parcourez le blogue pour lire les plus récents.`)
};

/**
* | output |
* | --- |
* | "More articles are on the way. Browse the blog for the latest." |
*
* @param {Post_More_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_more_on_the_way = /** @type {((inputs?: Post_More_On_The_WayInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_More_On_The_WayInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_more_on_the_way(inputs)
	return en_post_more_on_the_way(inputs)
});