/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Privacy_Retention_P1Inputs */

const en_privacy_retention_p1 = /** @type {(inputs: Privacy_Retention_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep personal information only for as long as it is needed to fulfil the purposes for which it was collected, or as long as required by law. For example, payroll and employment records are kept for the periods required by the Employment Standards Act, 2000 and Canada Revenue Agency rules, and candidate files are kept while you remain active with us so we can consider you for new opportunities.`)
};

const fr_privacy_retention_p1 = /** @type {(inputs: Privacy_Retention_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous conservons les renseignements personnels seulement le temps nécessaire aux fins pour lesquelles ils ont été recueillis, ou aussi longtemps que la loi l’exige. Par exemple, les dossiers de paie et d’emploi sont conservés pendant les périodes exigées par la Loi de 2000 sur les normes d’emploi et les règles de l’Agence du revenu du Canada, et les dossiers des candidats sont conservés tant que vous demeurez actif chez nous, afin que nous puissions vous proposer de nouvelles occasions.`)
};

/**
* | output |
* | --- |
* | "We keep personal information only for as long as it is needed to fulfil the purposes for which it was collected, or as long as required by law. For example, ..." |
*
* @param {Privacy_Retention_P1Inputs} inputs
* @param {{ locale?: "en" | "fr" }} options
* @returns {LocalizedString}
*/
export const privacy_retention_p1 = /** @type {((inputs?: Privacy_Retention_P1Inputs, options?: { locale?: "en" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Retention_P1Inputs, { locale?: "en" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fr") return fr_privacy_retention_p1(inputs)
	return en_privacy_retention_p1(inputs)
});