/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Benefit_Secure_DescriptionInputs */

const en_warehouse_benefit_secure_description = /** @type {(inputs: Warehouse_Benefit_Secure_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monitored, alarmed and access-controlled buildings with insurance coverage for stored goods.`)
};

const fr_warehouse_benefit_secure_description = /** @type {(inputs: Warehouse_Benefit_Secure_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des bâtiments surveillés, munis d’alarmes et à accès contrôlé, avec une couverture d’assurance pour les marchandises entreposées.`)
};

/**
* | output |
* | --- |
* | "Monitored, alarmed and access-controlled buildings with insurance coverage for stored goods." |
*
* @param {Warehouse_Benefit_Secure_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_benefit_secure_description = /** @type {((inputs?: Warehouse_Benefit_Secure_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Benefit_Secure_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_benefit_secure_description(inputs)
	return en_warehouse_benefit_secure_description(inputs)
});