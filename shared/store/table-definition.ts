// The single table, defined once: the CDK stack, local mode and the tests all create it
// from this description. Access patterns per entity are in docs/data-model.md.

export interface IndexDefinition {
  readonly name: string;
  readonly partitionKey: string;
  readonly sortKey: string;
}

export const TABLE_DEFINITION = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Every attribute used in a key is a string. */
  indexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
  ] as const satisfies readonly IndexDefinition[],
  /** Epoch seconds; DynamoDB deletes the item some time after it (sessions, idempotency records, tokens). */
  ttlAttribute: 'ttl',
} as const;

export type IndexName = (typeof TABLE_DEFINITION.indexes)[number]['name'];

/** The key attribute names of an index, or of the table itself. */
export function keyAttributesOf(index?: IndexName): { partitionKey: string; sortKey: string } {
  if (!index) return { partitionKey: TABLE_DEFINITION.partitionKey, sortKey: TABLE_DEFINITION.sortKey };
  const found = TABLE_DEFINITION.indexes.find((i) => i.name === index)!;
  return { partitionKey: found.partitionKey, sortKey: found.sortKey };
}

/** CreateTable input for DynamoDB Local and tests (CDK builds the same shape with its own constructs). */
export function createTableInput(tableName: string) {
  const attributes = new Set<string>([TABLE_DEFINITION.partitionKey, TABLE_DEFINITION.sortKey]);
  for (const index of TABLE_DEFINITION.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: TABLE_DEFINITION.indexes.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
