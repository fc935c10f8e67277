/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Terms_Head_DescriptionInputs */

const en_terms_head_description = /** @type {(inputs: Terms_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The terms and conditions for using the ${i?.name} website and services, governed by the laws of the Province of Ontario.`)
};

const fr_terms_head_description = /** @type {(inputs: Terms_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les conditions d’utilisation du site Web et des services de ${i?.name}, régies par les lois de la province de l’Ontario.`)
};

/**
* | output |
* | --- |
* | "The terms and conditions for using the {name} website and services, governed by the laws of the Province of Ontario." |
*
* @param {Terms_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const terms_head_description = /** @type {((inputs: Terms_Head_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Terms_Head_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_terms_head_description(inputs)
	return en_terms_head_description(inputs)
});