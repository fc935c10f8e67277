/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, company: NonNullable<unknown> }} Footer_RightsInputs */

const en_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.company}. All rights reserved.`)
};

const fr_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.company}. Tous droits réservés.`)
};

/**
* | output |
* | --- |
* | "© {year} {company}. All rights reserved." |
*
* @param {Footer_RightsInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_rights = /** @type {((inputs: Footer_RightsInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_RightsInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_footer_rights(inputs)
	return en_footer_rights(inputs)
});