/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Collection_P1Inputs */

const en_privacy_collection_p1 = /** @type {(inputs: Privacy_Collection_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We collect only the personal information we need for the purposes described in this policy. Depending on how you interact with us, this may include:`)
};

const fr_privacy_collection_p1 = /** @type {(inputs: Privacy_Collection_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous recueillons seulement les renseignements personnels nécessaires aux fins décrites dans cette politique. Selon la façon dont vous interagissez avec nous, il peut s’agir de :`)
};

/**
* | output |
* | --- |
* | "We collect only the personal information we need for the purposes described in this policy. Depending on how you interact with us, this may include:" |
*
* @param {Privacy_Collection_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_collection_p1 = /** @type {((inputs?: Privacy_Collection_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Collection_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_collection_p1(inputs)
	return en_privacy_collection_p1(inputs)
});