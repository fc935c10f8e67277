/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Contact_DescriptionInputs */

const en_warehouse_contact_description = /** @type {(inputs: Warehouse_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talk to our warehouse team about available space, service levels and how quickly we can receive your inventory.`)
};

const fr_warehouse_contact_description = /** @type {(inputs: Warehouse_Contact_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parlez à notre équipe d’entreposage de l’espace disponible, des niveaux de service et de la rapidité avec laquelle nous pouvons recevoir vos stocks.`)
};

/**
* | output |
* | --- |
* | "Talk to our warehouse team about available space, service levels and how quickly we can receive your inventory." |
*
* @param {Warehouse_Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_contact_description = /** @type {((inputs?: Warehouse_Contact_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Contact_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_contact_description(inputs)
	return en_warehouse_contact_description(inputs)
});