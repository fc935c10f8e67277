/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ founded: NonNullable<unknown> }} About_Story_P3Inputs */

const en_about_story_p3 = /** @type {(inputs: About_Story_P3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Since ${i?.founded} we have made 5000+ placements, from first jobs on a warehouse floor to permanent supervisors and office roles. Many of the people we placed in our first years now lead teams of their own.`)
};

const fr_about_story_p3 = /** @type {(inputs: About_Story_P3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Depuis ${i?.founded}, nous avons réalisé plus de 5000 placements, des premiers emplois en entrepôt jusqu’aux postes permanents de superviseurs et de bureau. Bon nombre des personnes placées lors de nos premières années dirigent aujourd’hui leurs propres équipes.`)
};

/**
* | output |
* | --- |
* | "Since {founded} we have made 5000+ placements, from first jobs on a warehouse floor to permanent supervisors and office roles. Many of the people we placed i..." |
*
* @param {About_Story_P3Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const about_story_p3 = /** @type {((inputs: About_Story_P3Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_P3Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_about_story_p3(inputs)
	return en_about_story_p3(inputs)
});