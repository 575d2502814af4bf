// Generated from /api/openapi.json by openapi-typescript: do not edit.
// After a route change: npx vitest run --project api typed-client -u

export interface paths {
    "/api/mail-queue/failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                recipient: string;
                                subject: string;
                                attempts: number;
                                lastError: string | null;
                                createdAt: string;
                                failedAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mail-queue/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                /** @enum {string} */
                                event: "order_received" | "no_answer" | "shipped" | "delivered" | "returned";
                                text: string;
                                defaultText: string;
                                placeholders: string[];
                                custom: boolean;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/templates/{event}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    event: "order_received" | "no_answer" | "shipped" | "delivered" | "returned";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                /** @enum {string} */
                                event: "order_received" | "no_answer" | "shipped" | "delivered" | "returned";
                                text: string;
                                defaultText: string;
                                placeholders: string[];
                                custom: boolean;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    event: "order_received" | "no_answer" | "shipped" | "delivered" | "returned";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                /** @enum {string} */
                                event: "order_received" | "no_answer" | "shipped" | "delivered" | "returned";
                                text: string;
                                defaultText: string;
                                placeholders: string[];
                                custom: boolean;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/opt-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                phone: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/messages/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                url: string;
                                events: ("order.created" | "order.confirmed" | "order.cancelled" | "order.shipped" | "order.delivered" | "order.returned" | "product.updated" | "stock.low")[];
                                active: boolean;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        url: string;
                        events: ("order.created" | "order.confirmed" | "order.cancelled" | "order.shipped" | "order.delivered" | "order.returned" | "product.updated" | "stock.low")[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                url: string;
                                events: ("order.created" | "order.confirmed" | "order.cancelled" | "order.shipped" | "order.delivered" | "order.returned" | "product.updated" | "stock.low")[];
                                active: boolean;
                                createdAt: string;
                                secret: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                url: string;
                                events: ("order.created" | "order.confirmed" | "order.cancelled" | "order.shipped" | "order.delivered" | "order.returned" | "product.updated" | "stock.low")[];
                                active: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query: {
                    endpointId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                endpointId: string;
                                /** @enum {string} */
                                event: "order.created" | "order.confirmed" | "order.cancelled" | "order.shipped" | "order.delivered" | "order.returned" | "product.updated" | "stock.low";
                                /** @enum {string} */
                                status: "pending" | "sent" | "failed";
                                attempts: number;
                                lastStatus: number | null;
                                lastError: string | null;
                                createdAt: string;
                                sentAt: string | null;
                                nextAttemptAt: string | null;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook/deliveries/{id}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                endpointId: string;
                                /** @enum {string} */
                                event: "order.created" | "order.confirmed" | "order.cancelled" | "order.shipped" | "order.delivered" | "order.returned" | "product.updated" | "stock.low";
                                /** @enum {string} */
                                status: "pending" | "sent" | "failed";
                                attempts: number;
                                lastStatus: number | null;
                                lastError: string | null;
                                createdAt: string;
                                sentAt: string | null;
                                nextAttemptAt: string | null;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        password: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                accesstoken: string;
                                refreshToken: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                accessToken: string;
                                refreshToken: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : client connecté (jeton Bearer). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/user-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : client connecté (jeton Bearer). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                email: string;
                                avatar: string;
                                mobile: string;
                                verify_email: boolean;
                                googleLinked: boolean;
                                last_login_date: string | null;
                                status: string;
                                /** @enum {string} */
                                role: "ADMIN" | "AGENT" | "USER";
                                address_details: string[];
                                shopping_cart: string[];
                                orderHistory: string[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : public. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/verify-forgot-password-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : public. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                email: string;
                                resetToken: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : public. */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        resetToken: string;
                        newPassword: string;
                        confirmPassword: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/update-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        email: string;
                        mobile: string;
                        currentPassword?: string;
                        newPassword?: string;
                        confirmPassword?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                email: string;
                                avatar: string;
                                mobile: string;
                                verify_email: boolean;
                                googleLinked: boolean;
                                last_login_date: string | null;
                                status: string;
                                /** @enum {string} */
                                role: "ADMIN" | "AGENT" | "USER";
                                address_details: string[];
                                shopping_cart: string[];
                                orderHistory: string[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/upload-avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                avatar: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                email: string;
                                name: string;
                                /** @enum {string} */
                                role: "ADMIN" | "AGENT";
                                disabled: boolean;
                                lastLoginAt: string | null;
                                invitedUntil?: string | null;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "ADMIN" | "AGENT";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role?: "ADMIN" | "AGENT";
                        disabled?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                email: string;
                                name: string;
                                /** @enum {string} */
                                role: "ADMIN" | "AGENT";
                                disabled: boolean;
                                lastLoginAt: string | null;
                                invitedUntil?: string | null;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/staff/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : public. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirection vers la page indiquée par l’en-tête Location */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : public. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Redirection vers la page indiquée par l’en-tête Location */
                302: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/file/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                url: string;
                                srcset: {
                                    width: number;
                                    url: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : public. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/add-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        image: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        image: string;
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        delete: {
            parameters: {
                query?: {
                    detach?: boolean | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        detach?: boolean | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/category/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        delete: {
            parameters: {
                query?: {
                    detach?: boolean | ("0" | "1" | "true" | "false");
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id?: string;
                        detach?: boolean | ("0" | "1" | "true" | "false");
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcategory/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string;
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcategory/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        image: string;
                        category?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string;
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcategory/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        image: string;
                        category?: string[];
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string;
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subcategory/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 12 */
                        limit?: number;
                        search?: string | null;
                        /** @enum {string} */
                        sort?: "newest" | "price-asc" | "price-desc" | "name-asc" | "name-desc" | "discount";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                                subCategory: {
                                    _id: string;
                                    name: string;
                                }[];
                                unit: string;
                                stock: number;
                                price: number;
                                discount: number;
                                description: string;
                                more_details: {
                                    [key: string]: string;
                                };
                                createdAt: string;
                            }[];
                            totalCount: number;
                            totalNoPage: number;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/get-product-by-category": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: string;
                        /** @default 15 */
                        limit?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                                subCategory: {
                                    _id: string;
                                    name: string;
                                }[];
                                unit: string;
                                stock: number;
                                price: number;
                                discount: number;
                                description: string;
                                more_details: {
                                    [key: string]: string;
                                };
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/get-product-by-category-and-subcategory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        categoryId: string;
                        subCategoryId: string;
                        /** @default 1 */
                        page?: number;
                        /** @default 8 */
                        limit?: number;
                        /**
                         * @default newest
                         * @enum {string}
                         */
                        sort?: "newest" | "price-asc" | "price-desc" | "name-asc" | "name-desc" | "discount";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                                subCategory: {
                                    _id: string;
                                    name: string;
                                }[];
                                unit: string;
                                stock: number;
                                price: number;
                                discount: number;
                                description: string;
                                more_details: {
                                    [key: string]: string;
                                };
                                createdAt: string;
                            }[];
                            page: number;
                            totalCount: number;
                            totalNoPage: number;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/get-product-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                                subCategory: {
                                    _id: string;
                                    name: string;
                                }[];
                                unit: string;
                                stock: number;
                                price: number;
                                discount: number;
                                description: string;
                                more_details: {
                                    [key: string]: string;
                                };
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/by-slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : public. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                                subCategory: {
                                    _id: string;
                                    name: string;
                                }[];
                                unit: string;
                                stock: number;
                                price: number;
                                discount: number;
                                description: string;
                                more_details: {
                                    [key: string]: string;
                                };
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/search-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        search?: string | null;
                        /** @default 1 */
                        page?: number;
                        /** @default 12 */
                        limit?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                                subCategory: {
                                    _id: string;
                                    name: string;
                                }[];
                                unit: string;
                                stock: number;
                                price: number;
                                discount: number;
                                description: string;
                                more_details: {
                                    [key: string]: string;
                                };
                                createdAt: string;
                            }[];
                            page: number;
                            totalPage: number;
                            totalCount: number;
                            totalCapped?: boolean;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        description: string;
                        unit: string;
                        stock: number;
                        price: number;
                        discount: number;
                        image: string[];
                        category?: string[];
                        subCategory?: string[];
                        more_details: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                                subCategory: {
                                    _id: string;
                                    name: string;
                                }[];
                                unit: string;
                                stock: number;
                                price: number;
                                discount: number;
                                description: string;
                                more_details: {
                                    [key: string]: string;
                                };
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/update-product-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        description?: string;
                        unit?: string;
                        stock?: number;
                        price?: number;
                        discount?: number;
                        image?: string[];
                        category?: string[];
                        subCategory?: string[];
                        more_details?: {
                            [key: string]: unknown;
                        };
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                category: {
                                    _id: string;
                                    name: string;
                                }[];
                                subCategory: {
                                    _id: string;
                                    name: string;
                                }[];
                                unit: string;
                                stock: number;
                                price: number;
                                discount: number;
                                description: string;
                                more_details: {
                                    [key: string]: string;
                                };
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/delete-product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : public. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Plan du site (protocole Sitemaps) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/xml": string;
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : public. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                title: string;
                                subtitle: string;
                                description: string;
                                imageDesktop: string;
                                imageMobile: string;
                                buttonText: string;
                                buttonLink: string;
                                secondaryButtonText: string;
                                secondaryButtonLink: string;
                                isActive: boolean;
                                order: number;
                                tag: string;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @default 1 */
                        page?: number;
                        /** @default 12 */
                        limit?: number;
                        search?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                title: string;
                                subtitle: string;
                                description: string;
                                imageDesktop: string;
                                imageMobile: string;
                                buttonText: string;
                                buttonLink: string;
                                secondaryButtonText: string;
                                secondaryButtonLink: string;
                                isActive: boolean;
                                order: number;
                                tag: string;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            totalPages: number;
                            totalCount: number;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle: string;
                        description: string;
                        imageDesktop: string;
                        imageMobile: string;
                        buttonText: string;
                        buttonLink: string;
                        secondaryButtonText: string;
                        secondaryButtonLink: string;
                        isActive?: boolean;
                        order?: number;
                        tag: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                title: string;
                                subtitle: string;
                                description: string;
                                imageDesktop: string;
                                imageMobile: string;
                                buttonText: string;
                                buttonLink: string;
                                secondaryButtonText: string;
                                secondaryButtonLink: string;
                                isActive: boolean;
                                order: number;
                                tag: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        subtitle: string;
                        description: string;
                        imageDesktop: string;
                        imageMobile: string;
                        buttonText: string;
                        buttonLink: string;
                        secondaryButtonText: string;
                        secondaryButtonLink: string;
                        isActive?: boolean;
                        order?: number;
                        tag: string;
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                title: string;
                                subtitle: string;
                                description: string;
                                imageDesktop: string;
                                imageMobile: string;
                                buttonText: string;
                                buttonLink: string;
                                secondaryButtonText: string;
                                secondaryButtonLink: string;
                                isActive: boolean;
                                order: number;
                                tag: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner/toggle-status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                title: string;
                                subtitle: string;
                                description: string;
                                imageDesktop: string;
                                imageMobile: string;
                                buttonText: string;
                                buttonLink: string;
                                secondaryButtonText: string;
                                secondaryButtonLink: string;
                                isActive: boolean;
                                order: number;
                                tag: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/cart/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        productId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                productId: {
                                    _id: string;
                                    name: string;
                                    image: string[];
                                    category: {
                                        _id: string;
                                        name: string;
                                    }[];
                                    subCategory: {
                                        _id: string;
                                        name: string;
                                    }[];
                                    unit: string;
                                    stock: number;
                                    price: number;
                                    discount: number;
                                    description: string;
                                    more_details: {
                                        [key: string]: string;
                                    };
                                    createdAt: string;
                                } | null;
                                productName: string;
                                quantity: number;
                                userId: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : client connecté (jeton Bearer). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                productId: {
                                    _id: string;
                                    name: string;
                                    image: string[];
                                    category: {
                                        _id: string;
                                        name: string;
                                    }[];
                                    subCategory: {
                                        _id: string;
                                        name: string;
                                    }[];
                                    unit: string;
                                    stock: number;
                                    price: number;
                                    discount: number;
                                    description: string;
                                    more_details: {
                                        [key: string]: string;
                                    };
                                    createdAt: string;
                                } | null;
                                productName: string;
                                quantity: number;
                                userId: string;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/update-qty": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                        qty: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                productId: {
                                    _id: string;
                                    name: string;
                                    image: string[];
                                    category: {
                                        _id: string;
                                        name: string;
                                    }[];
                                    subCategory: {
                                        _id: string;
                                        name: string;
                                    }[];
                                    unit: string;
                                    stock: number;
                                    price: number;
                                    discount: number;
                                    description: string;
                                    more_details: {
                                        [key: string]: string;
                                    };
                                    createdAt: string;
                                } | null;
                                productName: string;
                                quantity: number;
                                userId: string;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/delete-cart-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                removed: number;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        adresse: string;
                        ville: string;
                        telephone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                utilisateurId: string;
                                adresse: string;
                                ville: string;
                                telephone: string;
                                statut: boolean;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : client connecté (jeton Bearer). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                utilisateurId: string;
                                adresse: string;
                                ville: string;
                                telephone: string;
                                statut: boolean;
                                createdAt: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        adresse: string;
                        ville: string;
                        telephone: string;
                        _id: string;
                        utilisateurId?: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                utilisateurId: string;
                                adresse: string;
                                ville: string;
                                telephone: string;
                                statut: boolean;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/address/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        _id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/all-orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "processing" | "confirmed" | "shipped" | "delivered" | "cancelled" | "retourné";
                    payment_status?: "CASH ON DELIVERY" | "paid" | "pending" | "failed";
                    search?: string;
                    page?: number;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                createdAt: string;
                                totalAmt: number;
                                subTotalAmt: number;
                                deliveryFee: number;
                                payment_status: string;
                                order_status: string;
                                items: {
                                    _id: string;
                                    quantity: number;
                                    product_details: {
                                        name: string;
                                        image: string[];
                                    };
                                    productId: {
                                        _id: string | null;
                                        price: number;
                                        originalPrice: number;
                                    };
                                }[];
                                userId: {
                                    _id: string;
                                    name: string;
                                    email: string;
                                };
                                delivery_address: {
                                    _id: string | null;
                                    adresse: string;
                                    ville: string;
                                    telephone: string;
                                };
                                shipment?: {
                                    /** @enum {string} */
                                    carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                            }[];
                            totalCount: number;
                            totalPages: number;
                            page: number;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "processing" | "confirmed" | "shipped" | "delivered" | "cancelled" | "retourné";
                    payment_status?: "CASH ON DELIVERY" | "paid" | "pending" | "failed";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                overview: {
                                    totalOrders: number;
                                    totalRevenue: number;
                                };
                                totalOrders: number;
                                topProducts: {
                                    _id: string | null;
                                    productName: string;
                                    count: number;
                                    totalQuantity: number;
                                    totalRevenue: number;
                                }[];
                                daily: {
                                    date: string;
                                    orders: number;
                                    revenue: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/update-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        /** @enum {string} */
                        order_status: "pending" | "processing" | "confirmed" | "shipped" | "delivered" | "cancelled" | "retourné";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                createdAt: string;
                                totalAmt: number;
                                subTotalAmt: number;
                                deliveryFee: number;
                                payment_status: string;
                                order_status: string;
                                items: {
                                    _id: string;
                                    quantity: number;
                                    product_details: {
                                        name: string;
                                        image: string[];
                                    };
                                    productId: {
                                        _id: string | null;
                                        price: number;
                                        originalPrice: number;
                                    };
                                }[];
                                userId: {
                                    _id: string;
                                    name: string;
                                    email: string;
                                };
                                delivery_address: {
                                    _id: string | null;
                                    adresse: string;
                                    ville: string;
                                    telephone: string;
                                };
                                shipment?: {
                                    /** @enum {string} */
                                    carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/delete-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        get: {
            parameters: {
                query: {
                    orderId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                from_status: string;
                                to_status: string;
                                changedAt: string;
                                changedBy: {
                                    _id: string;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/confirmations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {boolean} */
                            error: false;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                createdAt: string;
                                customerName: string;
                                city: string;
                                address: string;
                                phone: string;
                                totalAmt: number;
                                items: {
                                    name: string;
                                    quantity: number;
                                }[];
                                attempts: {
                                    /** @enum {string} */
                                    outcome: "confirmed" | "no_answer" | "callback" | "wrong_number" | "refused" | "duplicate";
                                    at: string;
                                    note: string;
                                    callbackAt: string | null;
                                    by: string | null;
                                }[];
                                nextCallAt: string | null;
                                claimedBy: string | null;
                                claimedByName: string | null;
                                claimUntil: string | null;
                                whatsappUrl: string;
                                duplicateOf: string | null;
                                duplicateOfLabel: string | null;
                                blocked: boolean;
                                customer: {
                                    orders: number;
                                    delivered: number;
                                    returned: number;
                                    refused: number;
                                    cancelled: number;
                                    /** @enum {string} */
                                    risk: "none" | "amber" | "red";
                                };
                            }[];
                            totalCount: number;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/call-attempt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        /** @enum {string} */
                        outcome: "confirmed" | "no_answer" | "callback" | "wrong_number" | "refused" | "duplicate";
                        note?: string;
                        /** Format: date-time */
                        callbackAt?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                order_status: string;
                                nextCallAt: string | null;
                                attempts: {
                                    /** @enum {string} */
                                    outcome: "confirmed" | "no_answer" | "callback" | "wrong_number" | "refused" | "duplicate";
                                    at: string;
                                    note: string;
                                    callbackAt: string | null;
                                    by: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/undo-attempt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                order_status: string;
                                nextCallAt: string | null;
                                attempts: {
                                    /** @enum {string} */
                                    outcome: "confirmed" | "no_answer" | "callback" | "wrong_number" | "refused" | "duplicate";
                                    at: string;
                                    note: string;
                                    callbackAt: string | null;
                                    by: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/claim-next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                order: {
                                    _id: string;
                                    orderId: string;
                                    label: string;
                                    createdAt: string;
                                    customerName: string;
                                    city: string;
                                    address: string;
                                    phone: string;
                                    totalAmt: number;
                                    items: {
                                        name: string;
                                        quantity: number;
                                    }[];
                                    attempts: {
                                        /** @enum {string} */
                                        outcome: "confirmed" | "no_answer" | "callback" | "wrong_number" | "refused" | "duplicate";
                                        at: string;
                                        note: string;
                                        callbackAt: string | null;
                                        by: string | null;
                                    }[];
                                    nextCallAt: string | null;
                                    claimedBy: string | null;
                                    claimedByName: string | null;
                                    claimUntil: string | null;
                                    whatsappUrl: string;
                                    duplicateOf: string | null;
                                    duplicateOfLabel: string | null;
                                    blocked: boolean;
                                    customer: {
                                        orders: number;
                                        delivered: number;
                                        returned: number;
                                        refused: number;
                                        cancelled: number;
                                        /** @enum {string} */
                                        risk: "none" | "amber" | "red";
                                    };
                                } | null;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                orderId: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        get: {
            parameters: {
                query: {
                    orderId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                /** @enum {string} */
                                outcome: "confirmed" | "no_answer" | "callback" | "wrong_number" | "refused" | "duplicate";
                                at: string;
                                note: string;
                                callbackAt: string | null;
                                by: string | null;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/shipment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        /** @enum {string} */
                        carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                        trackingNumber: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                createdAt: string;
                                totalAmt: number;
                                subTotalAmt: number;
                                deliveryFee: number;
                                payment_status: string;
                                order_status: string;
                                items: {
                                    _id: string;
                                    quantity: number;
                                    product_details: {
                                        name: string;
                                        image: string[];
                                    };
                                    productId: {
                                        _id: string | null;
                                        price: number;
                                        originalPrice: number;
                                    };
                                }[];
                                userId: {
                                    _id: string;
                                    name: string;
                                    email: string;
                                };
                                delivery_address: {
                                    _id: string | null;
                                    adresse: string;
                                    ville: string;
                                    telephone: string;
                                };
                                shipment?: {
                                    /** @enum {string} */
                                    carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/blocked-phones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                phone: string;
                                reason: string;
                                createdAt: string;
                                by: string | null;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                        /** @default  */
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                phone: string;
                                reason: string;
                                createdAt: string;
                                by: string | null;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                phone: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/cod-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                whatsappTemplate: string;
                                refuseBlockedAtCheckout: boolean;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        whatsappTemplate: string;
                        refuseBlockedAtCheckout: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                whatsappTemplate: string;
                                refuseBlockedAtCheckout: boolean;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/confirm/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                orderId: string;
                                label: string;
                                createdAt: string;
                                order_status: string;
                                totalAmt: number;
                                city: string;
                                items: {
                                    name: string;
                                    quantity: number;
                                    price: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        /**
                         * @default confirm
                         * @enum {string}
                         */
                        decision?: "confirm" | "cancel";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                orderId: string;
                                label: string;
                                createdAt: string;
                                order_status: string;
                                totalAmt: number;
                                city: string;
                                items: {
                                    name: string;
                                    quantity: number;
                                    price: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/express": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            productId: string;
                            quantity: number;
                        }[];
                        name: string;
                        phone: string;
                        city: string;
                        address: string;
                        email?: string;
                        note?: string;
                        code?: string;
                        website?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                totalAmt: number;
                                trackUrl: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                totalAmt: number;
                                trackUrl: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/express/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        phone: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data?: null;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/track/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : public. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                label: string;
                                orderStatus: string;
                                createdAt: string;
                                items: {
                                    name: string;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalAmt: number;
                                shipment: {
                                    carrier: string;
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                                history: {
                                    status: string;
                                    at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/track/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                label: string;
                                orderStatus: string;
                                createdAt: string;
                                items: {
                                    name: string;
                                    quantity: number;
                                    price: number;
                                }[];
                                totalAmt: number;
                                shipment: {
                                    carrier: string;
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                                history: {
                                    status: string;
                                    at: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/express-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                enabled: boolean;
                                requireCode: boolean;
                                maxPending: number;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        enabled: boolean;
                        requireCode: boolean;
                        maxPending: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                enabled: boolean;
                                requireCode: boolean;
                                maxPending: number;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/cod-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                orders: number;
                                confirmationRate: number;
                                deliveryRate: number;
                                returnRate: number;
                                pending: number;
                                inTransit: number;
                                from: string;
                                to: string;
                                medianMinutesToConfirm: number | null;
                                medianMinutesToFirstCall: number | null;
                                byAgent: {
                                    agentId: string;
                                    name: string;
                                    calls: number;
                                    confirmed: number;
                                    confirmationRate: number;
                                    medianMinutesToFirstCall: number | null;
                                }[];
                                byCity: {
                                    orders: number;
                                    confirmationRate: number;
                                    deliveryRate: number;
                                    returnRate: number;
                                    pending: number;
                                    inTransit: number;
                                    city: string;
                                }[];
                                byProduct: {
                                    productId: string | null;
                                    name: string;
                                    orders: number;
                                    returnRate: number;
                                }[];
                                byDay: {
                                    orders: number;
                                    confirmationRate: number;
                                    deliveryRate: number;
                                    returnRate: number;
                                    pending: number;
                                    inTransit: number;
                                    day: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/cod-stats.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: {
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Performance du paiement à la livraison */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/admin/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        orderId: string;
                        lines?: {
                            productId: string;
                            quantity: number;
                        }[];
                        delivery?: {
                            name: string;
                            phone: string;
                            city: string;
                            address: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                createdAt: string;
                                totalAmt: number;
                                subTotalAmt: number;
                                deliveryFee: number;
                                payment_status: string;
                                order_status: string;
                                items: {
                                    _id: string;
                                    quantity: number;
                                    product_details: {
                                        name: string;
                                        image: string[];
                                    };
                                    productId: {
                                        _id: string | null;
                                        price: number;
                                        originalPrice: number;
                                    };
                                }[];
                                userId: {
                                    _id: string;
                                    name: string;
                                    email: string;
                                };
                                delivery_address: {
                                    _id: string | null;
                                    adresse: string;
                                    ville: string;
                                    telephone: string;
                                };
                                shipment?: {
                                    /** @enum {string} */
                                    carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/order/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            productId: string;
                            quantity: number;
                        }[];
                        city: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                subTotalAmt: number;
                                deliveryFee: number;
                                totalAmt: number;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/cash-on-delivery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        list_items: {
                            _id: string;
                            quantity: number;
                        }[];
                        addressId: string;
                        subTotalAmt: number;
                        totalAmt: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                createdAt: string;
                                totalAmt: number;
                                subTotalAmt: number;
                                deliveryFee: number;
                                payment_status: string;
                                order_status: string;
                                items: {
                                    _id: string;
                                    quantity: number;
                                    product_details: {
                                        name: string;
                                        image: string[];
                                    };
                                    productId: {
                                        _id: string | null;
                                        price: number;
                                        originalPrice: number;
                                    };
                                }[];
                                userId: {
                                    _id: string;
                                    name: string;
                                    email: string;
                                };
                                delivery_address: {
                                    _id: string | null;
                                    adresse: string;
                                    ville: string;
                                    telephone: string;
                                };
                                shipment?: {
                                    /** @enum {string} */
                                    carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                createdAt: string;
                                totalAmt: number;
                                subTotalAmt: number;
                                deliveryFee: number;
                                payment_status: string;
                                order_status: string;
                                items: {
                                    _id: string;
                                    quantity: number;
                                    product_details: {
                                        name: string;
                                        image: string[];
                                    };
                                    productId: {
                                        _id: string | null;
                                        price: number;
                                        originalPrice: number;
                                    };
                                }[];
                                userId: {
                                    _id: string;
                                    name: string;
                                    email: string;
                                };
                                delivery_address: {
                                    _id: string | null;
                                    adresse: string;
                                    ville: string;
                                    telephone: string;
                                };
                                shipment?: {
                                    /** @enum {string} */
                                    carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : client connecté (jeton Bearer). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/order-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : client connecté (jeton Bearer). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                createdAt: string;
                                totalAmt: number;
                                subTotalAmt: number;
                                deliveryFee: number;
                                payment_status: string;
                                order_status: string;
                                items: {
                                    _id: string;
                                    quantity: number;
                                    product_details: {
                                        name: string;
                                        image: string[];
                                    };
                                    productId: {
                                        _id: string | null;
                                        price: number;
                                        originalPrice: number;
                                    };
                                }[];
                                userId: {
                                    _id: string;
                                    name: string;
                                    email: string;
                                };
                                delivery_address: {
                                    _id: string | null;
                                    adresse: string;
                                    ville: string;
                                    telephone: string;
                                };
                                shipment?: {
                                    /** @enum {string} */
                                    carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : client connecté (jeton Bearer). */
        get: {
            parameters: {
                query: {
                    orderId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                orderId: string;
                                label: string;
                                createdAt: string;
                                totalAmt: number;
                                subTotalAmt: number;
                                deliveryFee: number;
                                payment_status: string;
                                order_status: string;
                                items: {
                                    _id: string;
                                    quantity: number;
                                    product_details: {
                                        name: string;
                                        image: string[];
                                    };
                                    productId: {
                                        _id: string | null;
                                        price: number;
                                        originalPrice: number;
                                    };
                                }[];
                                userId: {
                                    _id: string;
                                    name: string;
                                    email: string;
                                };
                                delivery_address: {
                                    _id: string | null;
                                    adresse: string;
                                    ville: string;
                                    telephone: string;
                                };
                                shipment?: {
                                    /** @enum {string} */
                                    carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                    trackingNumber: string;
                                    trackingUrl: string | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/check-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        items: {
                            productId: string;
                            quantity: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                productId: string;
                                requested: number;
                                available: number;
                                ok: boolean;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/low-stock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: {
                    threshold?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                name: string;
                                image: string[];
                                stock: number;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/stock/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query: {
                    productId: string;
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                delta: number;
                                stockAfter: number;
                                reason: string;
                                orderId: string | null;
                                orderLabel: string | null;
                                user: {
                                    _id: string;
                                    name: string;
                                } | null;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : client connecté (jeton Bearer). */
        get: {
            parameters: {
                query: {
                    orderId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/my-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : client connecté (jeton Bearer). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                number: string;
                                orderId: string;
                                label: string;
                                totalAmt: number;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoice/admin/all-invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    limit?: number;
                    search?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                number: string;
                                orderId: string;
                                label: string;
                                totalAmt: number;
                                createdAt: string;
                                customer: {
                                    _id: string;
                                    name: string;
                                    email: string;
                                };
                            }[];
                            totalCount: number;
                            totalPages: number;
                            page: number;
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/carriers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                /** @enum {string} */
                                code: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                name: string;
                                trackingUrl: string | null;
                                /** @enum {string} */
                                adapter: "manual" | "report";
                                webhook: boolean;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        carrier: string;
                        orders: {
                            orderId: string;
                            tracking?: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                orderId: string;
                                label: string;
                                tracking: string;
                                orderStatus: string;
                                trackingUrl: string | null;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/labels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        get: {
            parameters: {
                query: {
                    orders: string;
                    format?: "a4" | "label";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : équipe de la boutique (jeton Bearer d’un compte ADMIN ou AGENT). */
        post: {
            parameters: {
                query: {
                    carrier: string;
                    apply?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                delivered: number;
                                returned: number;
                                inTransit: number;
                                unknown: string[];
                                mismatched: {
                                    tracking: string;
                                    label: string;
                                    expected: number;
                                    collected: number;
                                }[];
                                skipped: {
                                    tracking: string;
                                    label: string;
                                    orderStatus: string;
                                    /** @enum {string} */
                                    status: "delivered" | "returned" | "in_transit";
                                }[];
                                changes: number;
                                applied: boolean;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/cash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                /** @enum {string} */
                                carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                name: string;
                                delivered: number;
                                collected: number;
                                fees: number;
                                remitted: number;
                                owed: number;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/cash/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string;
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/remittances": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query: {
                    from: string;
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                /** @enum {string} */
                                carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                amount: number;
                                date: string;
                                reference: string;
                                createdAt: string;
                            }[];
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/remittance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        carrier: string;
                        amount: number;
                        date: string;
                        /** @default  */
                        reference?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                _id: string;
                                /** @enum {string} */
                                carrier: "amana" | "ctm" | "sendit" | "ozon" | "cathedis" | "speedaf" | "other";
                                amount: number;
                                date: string;
                                reference: string;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/webhook/{carrier}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Accès : public. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    carrier: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                delivered: number;
                                returned: number;
                                inTransit: number;
                                unknown: string[];
                                mismatched: {
                                    tracking: string;
                                    label: string;
                                    expected: number;
                                    collected: number;
                                }[];
                                skipped: {
                                    tracking: string;
                                    label: string;
                                    orderStatus: string;
                                    /** @enum {string} */
                                    status: "delivered" | "returned" | "in_transit";
                                }[];
                                changes: number;
                                applied: boolean;
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delivery/fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                freeAbove: number | null;
                                cities: {
                                    city: string;
                                    fee: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        /** @description Accès : administrateur (jeton Bearer d’un compte ADMIN). */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        freeAbove: number | null;
                        cities: {
                            city: string;
                            fee: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            error: boolean;
                            message: string;
                            data: {
                                freeAbove: number | null;
                                cities: {
                                    city: string;
                                    fee: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/google.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : public. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Flux produits Google Merchant Center (RSS 2.0, espace de noms g:) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/xml": string;
                    };
                };
                /** @description Inchangé depuis la version indiquée (If-None-Match, If-Modified-Since) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feeds/meta.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Accès : public. */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Flux produits Meta Commerce Manager (CSV) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Inchangé depuis la version indiquée (If-None-Match, If-Modified-Since) */
                304: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Refus (code et message en français) */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
                /** @description Panne (code et message en français) */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: false;
                            /** @enum {boolean} */
                            error: true;
                            /** @enum {string} */
                            code: "VALIDATION" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "OUT_OF_STOCK" | "PRICE_CHANGED" | "CART_CHANGED" | "TOO_MANY_PENDING" | "PAYLOAD_TOO_LARGE" | "RATE_LIMITED" | "UNAVAILABLE" | "SERVER_ERROR";
                            message: string;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
