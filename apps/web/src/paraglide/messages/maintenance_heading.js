/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maintenance_HeadingInputs */

const en_maintenance_heading = /** @type {(inputs: Maintenance_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We'll be back soon`)
};

const fr_maintenance_heading = /** @type {(inputs: Maintenance_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous serons de retour bientôt`)
};

/**
* | output |
* | --- |
* | "We'll be back soon" |
*
* @param {Maintenance_HeadingInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const maintenance_heading = /** @type {((inputs?: Maintenance_HeadingInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maintenance_HeadingInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_maintenance_heading(inputs)
	return en_maintenance_heading(inputs)
});