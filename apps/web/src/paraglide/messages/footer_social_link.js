/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ company: NonNullable<unknown>, network: NonNullable<unknown> }} Footer_Social_LinkInputs */

const en_footer_social_link = /** @type {(inputs: Footer_Social_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} on ${i?.network}`)
};

const fr_footer_social_link = /** @type {(inputs: Footer_Social_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.company} sur ${i?.network}`)
};

/**
* | output |
* | --- |
* | "{company} on {network}" |
*
* @param {Footer_Social_LinkInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_social_link = /** @type {((inputs: Footer_Social_LinkInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Social_LinkInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_footer_social_link(inputs)
	return en_footer_social_link(inputs)
});