/** The phone's contract picker page (`symbols`): the futures family's shared page, in its own chunk. */
export { ContractsPage as default } from '@tb/futures-feature';
