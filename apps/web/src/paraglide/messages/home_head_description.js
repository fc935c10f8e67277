/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown> }} Home_Head_DescriptionInputs */

const en_home_head_description = /** @type {(inputs: Home_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} connects Ontario employers with reliable people, warehouse space and freight capacity. Find a job, post a job or request a quote today.`)
};

const fr_home_head_description = /** @type {(inputs: Home_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} met en relation les employeurs de l’Ontario avec du personnel fiable, de l’espace d’entreposage et de la capacité de transport de marchandises. Trouvez un emploi, publiez une offre ou demandez une soumission dès aujourd’hui.`)
};

/**
* | output |
* | --- |
* | "{company} connects Ontario employers with reliable people, warehouse space and freight capacity. Find a job, post a job or request a quote today." |
*
* @param {Home_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_head_description = /** @type {((inputs: Home_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_home_head_description(inputs)
	return en_home_head_description(inputs)
});