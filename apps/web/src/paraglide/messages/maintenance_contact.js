/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Maintenance_ContactInputs */

const en_maintenance_contact = /** @type {(inputs: Maintenance_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact ${i?.name}`)
};

const fr_maintenance_contact = /** @type {(inputs: Maintenance_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Joindre ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Contact {name}" |
*
* @param {Maintenance_ContactInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const maintenance_contact = /** @type {((inputs: Maintenance_ContactInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maintenance_ContactInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_maintenance_contact(inputs)
	return en_maintenance_contact(inputs)
});