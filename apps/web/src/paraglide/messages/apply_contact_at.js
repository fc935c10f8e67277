/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ address: NonNullable<unknown> }} Apply_Contact_AtInputs */

const en_apply_contact_at = /** @type {(inputs: Apply_Contact_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We will contact you at ${i?.address}.`)
};

const fr_apply_contact_at = /** @type {(inputs: Apply_Contact_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous vous joindrons au ${i?.address}.`)
};

/**
* | output |
* | --- |
* | "We will contact you at {address}." |
*
* @param {Apply_Contact_AtInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const apply_contact_at = /** @type {((inputs: Apply_Contact_AtInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apply_Contact_AtInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_apply_contact_at(inputs)
	return en_apply_contact_at(inputs)
});