// Ordinary OpenCL C: loops and divergent control flow (no sub-group built-ins).
// SIMD width is left to the compiler.

// loop_variable_trip: a loop whose trip count differs per work-item.
//   out[g] = sum over i in [0, cnt[g]) of data[i] * (i + 1)   (uint arithmetic, wraps)
__kernel void loop_variable_trip(__global const uint* cnt, __global const uint* data,
                                 __global uint* out)
{
    size_t g = get_global_id(0);
    uint n = cnt[g];
    uint acc = 0;
    for (uint i = 0; i < n; i++) {
        acc += data[i] * (i + 1u);
    }
    out[g] = acc;
}

// nested_branches: two levels of divergent if/else on the bits and range of x = in[g]:
//   x odd:  (x & 2) ? x * 3 : x + 7
//   x even: x > 100 ? x - 100 : (x < 10 ? ~x : x << 2)
__kernel void nested_branches(__global const int* in, __global int* out)
{
    size_t g = get_global_id(0);
    int x = in[g];
    int r;
    if (x & 1) {
        if (x & 2) {
            r = x * 3;
        } else {
            r = x + 7;
        }
    } else {
        if (x > 100) {
            r = x - 100;
        } else if (x < 10) {
            r = ~x;
        } else {
            r = x << 2;
        }
    }
    out[g] = r;
}

// loop_break_continue: scan table[0..len) for key[g]; skip i % 3 == 0, stop at a match.
//   acc = sum of table[i] ^ i over visited i (i % 3 != 0) before the first i with
//   table[i] == key[g]; out[2g] = acc, out[2g+1] = index of the match or len.
__kernel void loop_break_continue(__global const uint* table, uint len,
                                  __global const uint* key, __global uint* out)
{
    size_t g = get_global_id(0);
    uint k = key[g];
    uint acc = 0;
    uint i;
    for (i = 0; i < len; i++) {
        if (table[i] == k) {
            break;
        }
        if (i % 3u == 0u) {
            continue;
        }
        acc += table[i] ^ i;
    }
    out[2 * g] = acc;
    out[2 * g + 1] = i;
}

// switch_case: out[g] depends on in[g] % 6 (uint):
//   0 -> in*2, 1 -> in+100, 2 and 3 -> in^0xFF, 4 -> in>>1, default (5) -> 0
__kernel void switch_case(__global const uint* in, __global uint* out)
{
    size_t g = get_global_id(0);
    uint x = in[g];
    uint r;
    switch (x % 6u) {
    case 0:
        r = x * 2u;
        break;
    case 1:
        r = x + 100u;
        break;
    case 2:
    case 3:
        r = x ^ 0xFFu;
        break;
    case 4:
        r = x >> 1;
        break;
    default:
        r = 0u;
        break;
    }
    out[g] = r;
}

// while_collatz: number of Collatz steps for x = in[g] to reach 1, capped at 1000
// (x = 0 gives 1000). out[g] = steps.
__kernel void while_collatz(__global const uint* in, __global uint* out)
{
    size_t g = get_global_id(0);
    uint x = in[g];
    uint steps = 0;
    while (x != 1u && steps < 1000u) {
        x = (x & 1u) ? 3u * x + 1u : x >> 1;
        steps++;
    }
    out[g] = steps;
}
