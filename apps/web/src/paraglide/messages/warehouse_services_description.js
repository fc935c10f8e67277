/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Services_DescriptionInputs */

const en_warehouse_services_description = /** @type {(inputs: Warehouse_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything between the receiving dock and your customer's door, under one roof and one agreement.`)
};

const fr_warehouse_services_description = /** @type {(inputs: Warehouse_Services_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout ce qui se passe entre le quai de réception et la porte de votre client, sous un même toit et une seule entente.`)
};

/**
* | output |
* | --- |
* | "Everything between the receiving dock and your customer's door, under one roof and one agreement." |
*
* @param {Warehouse_Services_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_services_description = /** @type {((inputs?: Warehouse_Services_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Services_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_services_description(inputs)
	return en_warehouse_services_description(inputs)
});