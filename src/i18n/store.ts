// The store's pt-BR strings (content-app.md 2.7, 4, 5, 8). Imported only by the store's lazy renderer
// and screens, so none of this weighs on the first paint. The quoted ones are a contract.
import { storeContract } from '../shared-rules/contract-messages';
import { plural } from './format';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 149.9 -> "R$ 149,90" (with the non-breaking space Intl puts after the symbol). */
export const formatBRL = (value: number) => brl.format(value);

/**
 * card-validator's brand ids (what the server stores and answers as `brand`) as the card form names
 * them (its niceType), without bringing card-validator into the store home: card-rules.test.ts
 * checks the two agree.
 */
export const cardBrandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'American Express',
  'diners-club': 'Diners Club',
  discover: 'Discover',
  troy: 'Troy',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  naranja: 'Naranja',
  verve: 'Verve',
  maestro: 'Maestro',
  elo: 'Elo',
  mir: 'Mir',
  hiper: 'Hiper',
  hipercard: 'Hipercard',
};

/** "visa" -> "Visa"; a brand not in the table as the server wrote it. */
export const cardBrandName = (brand: string) => cardBrandNames[brand] ?? brand;

export const storeMessages = {
  back: 'Voltar',
  search: 'Buscar produtos',
  searchPlaceholder: 'Nome ou descrição do produto',
  tabsLabel: 'Produtos e pedidos da loja',
  allProducts: 'TODOS OS PRODUTOS',
  myProducts: 'MEUS PRODUTOS',
  myOrders: 'MEUS PEDIDOS',
  purchased: 'Produto adquirido',
  noPurchases: 'Você ainda não tem nenhum produto adquirido',
  noProducts: 'Nenhum produto disponível',
  noMatch: (text: string) => `Nenhum produto encontrado para "${text}".`,
  price: 'Preço',
  offerNotFound: 'Produto não encontrado.',
  storeUnavailable: 'Seção não disponível',

  noOrders: 'Não foi encontrado nenhum pedido',
  orderTitle: (date: string) => `Pedido de ${date}`,
  orderStatus: 'Situação',
  orderStatuses: { APPROVED: 'Aprovado', REFUSED: 'Recusado' },
  orderItems: 'Produtos do pedido',

  addToCart: 'Adicionar ao carrinho',
  adding: 'Adicionando...',
  goToCart: 'Ir para carrinho',
  cart: 'Carrinho',
  openCart: (count: number) => plural(count, 'Carrinho, 1 item', `Carrinho, ${count} itens`),
  addFailed: 'Não foi possível adicionar o produto ao carrinho. Tente novamente.',

  checkoutTitle: 'Carrinho e pagamento',
  steps: 'Etapas da compra',
  stepCart: 'Carrinho',
  stepPayment: 'Forma de Pagamento',
  stepConfirm: 'Confirmar',
  stepState: { off: 'não iniciada', current: 'etapa atual', done: 'concluída' },
  emptyCart: storeContract.emptyCart,
  remove: 'Remover',
  removeItem: (title: string) => `Remover ${title} do carrinho`,
  removeFailed: 'Não foi possível remover o produto. Tente novamente.',
  total: 'Total',
  next: 'Avançar',
  keepShopping: 'Continuar comprando',
  backToCart: 'Voltar ao carrinho',
  backToPayment: 'Voltar à forma de pagamento',

  cardTitle: 'Cartão de crédito',
  cardName: 'Nome impresso no cartão',
  cardNumber: 'Número do cartão',
  cardExpiry: 'Validade (MM/AA)',
  cardCvc: 'CVC',
  cardBrand: (brand: string) => `Bandeira: ${brand}`,
  required: 'Campo obrigatório',
  invalidFormat: 'Formato inválido',
  unknownBrand: storeContract.unknownBrand,
  expiryFormat: storeContract.expiryFormat,
  cardExpired: storeContract.cardExpired,
  cvcFormat: storeContract.cvcFormat,
  fixErrors: 'Revise os campos destacados para continuar.',

  reviewTitle: 'Confirme sua compra',
  paidWith: (brand: string, lastDigits: string) => `${brand} terminado em ${lastDigits}`,
  holder: 'Titular',
  pay: 'Confirmar pagamento',
  paying: 'Processando pagamento...',

  authorised: storeContract.paymentAuthorised,
  authorisedText: 'Seu produto já está disponível para uso no seu App',
  refused: storeContract.paymentRefused,
  refusedText: 'Ops, houve uma falha no processamento da sua compra. Tente novamente.',
  seeMyProducts: 'Ver meus produtos',
} as const;
