import { fuzzShard } from './fuzz-shard.ts';

fuzzShard(0);
