/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ author: NonNullable<unknown>, company: NonNullable<unknown> }} Post_Author_BioInputs */

const en_post_author_bio = /** @type {(inputs: Post_Author_BioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.author} writes for the ${i?.company} blog, sharing what our recruiters, warehouse and freight teams learn working with Ontario employers and job seekers every day.`)
};

const fr_post_author_bio = /** @type {(inputs: Post_Author_BioInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.author} écrit pour le blogue de ${i?.company} et partage ce que nos recruteurs et nos équipes d’entreposage et de transport apprennent chaque jour auprès des employeurs et des chercheurs d’emploi de l’Ontario.`)
};

/**
* | output |
* | --- |
* | "{author} writes for the {company} blog, sharing what our recruiters, warehouse and freight teams learn working with Ontario employers and job seekers every day." |
*
* @param {Post_Author_BioInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const post_author_bio = /** @type {((inputs: Post_Author_BioInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Post_Author_BioInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_post_author_bio(inputs)
	return en_post_author_bio(inputs)
});