/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Maintenance_Staff_Sign_InInputs */

const en_maintenance_staff_sign_in = /** @type {(inputs: Maintenance_Staff_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff sign in`)
};

const fr_maintenance_staff_sign_in = /** @type {(inputs: Maintenance_Staff_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion du personnel`)
};

/**
* | output |
* | --- |
* | "Staff sign in" |
*
* @param {Maintenance_Staff_Sign_InInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const maintenance_staff_sign_in = /** @type {((inputs?: Maintenance_Staff_Sign_InInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Maintenance_Staff_Sign_InInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_maintenance_staff_sign_in(inputs)
	return en_maintenance_staff_sign_in(inputs)
});