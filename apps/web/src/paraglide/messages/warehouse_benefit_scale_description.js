/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Warehouse_Benefit_Scale_DescriptionInputs */

const en_warehouse_benefit_scale_description = /** @type {(inputs: Warehouse_Benefit_Scale_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add space for peak season and give it back afterwards. You pay for the capacity you actually use.`)
};

const fr_warehouse_benefit_scale_description = /** @type {(inputs: Warehouse_Benefit_Scale_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez de l’espace pour la haute saison et libérez-le ensuite. Vous payez seulement la capacité que vous utilisez.`)
};

/**
* | output |
* | --- |
* | "Add space for peak season and give it back afterwards. You pay for the capacity you actually use." |
*
* @param {Warehouse_Benefit_Scale_DescriptionInputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const warehouse_benefit_scale_description = /** @type {((inputs?: Warehouse_Benefit_Scale_DescriptionInputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Warehouse_Benefit_Scale_DescriptionInputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_warehouse_benefit_scale_description(inputs)
	return en_warehouse_benefit_scale_description(inputs)
});