/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Benefit_Secure_TitleInputs */

const en_warehouse_benefit_secure_title = /** @type {(inputs: Warehouse_Benefit_Secure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secure Facilities`)
};

const fr_warehouse_benefit_secure_title = /** @type {(inputs: Warehouse_Benefit_Secure_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Installations sécurisées`)
};

/**
* | output |
* | --- |
* | "Secure Facilities" |
*
* @param {Warehouse_Benefit_Secure_TitleInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_benefit_secure_title = /** @type {((inputs?: Warehouse_Benefit_Secure_TitleInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Benefit_Secure_TitleInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_benefit_secure_title(inputs)
	return en_warehouse_benefit_secure_title(inputs)
});