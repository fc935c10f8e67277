/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} About_Head_DescriptionInputs */

const en_about_head_description = /** @type {(inputs: About_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Founded in 2016, ${i?.name} has made 5000+ placements for Ontario employers. Learn about our story, our problem-agitate-solve approach and our mission.`)
};

const fr_about_head_description = /** @type {(inputs: About_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fondée en 2016, ${i?.name} a réalisé plus de 5000 placements pour des employeurs de l’Ontario. Découvrez notre histoire, notre approche problème-conséquences-solution et notre mission.`)
};

/**
* | output |
* | --- |
* | "Founded in 2016, {name} has made 5000+ placements for Ontario employers. Learn about our story, our problem-agitate-solve approach and our mission." |
*
* @param {About_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_head_description = /** @type {((inputs: About_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_head_description(inputs)
	return en_about_head_description(inputs)
});